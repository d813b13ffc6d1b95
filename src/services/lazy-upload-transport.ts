import type { UploadTransport, UploadTransportOptions } from './upload-transport';

/**
 * The upload transport, loaded with the first upload: the sign-in page, which never uploads, does
 * not carry its code in the first chunk the browser fetches.
 */
export function createLazyUploadTransport(options: UploadTransportOptions): UploadTransport {
  let loaded: Promise<UploadTransport> | undefined;
  const transport = () => (loaded ??= import('./upload-transport').then((module) => module.createUploadTransport(options)));
  return {
    sendChunk: async (request, signal) => (await transport()).sendChunk(request, signal),
    merge: async (request, signal) => (await transport()).merge(request, signal),
    cancel: async (request, signal) => (await transport()).cancel(request, signal),
  };
}
