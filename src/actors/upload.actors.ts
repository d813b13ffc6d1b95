import { fromPromise } from 'xstate';
import { chunkRange, type UploadedFile } from '../domain/upload';
import { uploadMachine } from '../machines/upload.machine';
import type { CancelUploadInput, MergeUploadInput, SendChunkInput, SendChunkOutput } from '../machines/upload.types';
import type { UploadTransport } from '../services/upload-transport';

/** The upload machine's actors over a transport; each passes its abort signal on, so cancel stops the request. */
export function createUploadActors(transport: UploadTransport) {
  return {
    'send chunk': fromPromise<SendChunkOutput, SendChunkInput>(({ input, signal }) => {
      const { start, end } = chunkRange(input.chunk, input.file.size);
      return transport.sendChunk(
        {
          fileCode: input.fileCode,
          moduleName: input.moduleName,
          fileName: input.fileName,
          chunk: input.chunk,
          bytes: input.file.slice(start, end),
        },
        signal,
      );
    }),
    'merge upload': fromPromise<UploadedFile, MergeUploadInput>(({ input, signal }) => transport.merge(input, signal)),
    'cancel upload': fromPromise<boolean, CancelUploadInput>(({ input, signal }) => transport.cancel(input, signal)),
  };
}

/** The upload machine wired to a transport: what the session spawns, one per file. */
export function createUploadLogic(transport: UploadTransport) {
  return uploadMachine.provide({ actors: createUploadActors(transport) });
}
