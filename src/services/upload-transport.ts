import { RATE_LIMIT_STATUS, type Envelope } from '../domain/error-codes';
import { Messages } from '../domain/messages';
import { Timeouts } from '../domain/session-constants';
import type { ChunkAnswer, UploadedFile } from '../domain/upload';
import { unwrapEnvelope } from './api-client';
import { ApiError, type ApiErrorKind } from './api-errors';

// Kept here too for the areas that import it from the transport.
import { newFileCode } from './file-code';
export { newFileCode };

export interface UploadTransportOptions {
  /** Origin (and path prefix) of the API; '' for the same origin. */
  baseUrl: string;
  getToken: () => string;
  /** The signature headers for a query (ApiClient.signHeaders): form bodies are not signed. */
  signHeaders: (query: Record<string, string>) => Record<string, string>;
  fetch?: typeof globalThis.fetch;
  /** Per request (shell.md §9: chunk and merge 300 s). */
  timeoutMs?: number;
}

export interface ChunkRequest {
  fileCode: string;
  moduleName: string;
  fileName: string;
  /** 1-based. */
  chunk: number;
  bytes: Blob;
}

export interface MergeRequest {
  fileCode: string;
  moduleName: string;
  chunkCount: number;
}

export interface CancelRequest {
  fileCode: string;
  moduleName: string;
}

export interface UploadTransport {
  sendChunk(request: ChunkRequest, signal?: AbortSignal): Promise<ChunkAnswer>;
  merge(request: MergeRequest, signal?: AbortSignal): Promise<UploadedFile>;
  cancel(request: CancelRequest, signal?: AbortSignal): Promise<boolean>;
}

/** An upload call's failure, saying whether sending it again may help. */
export class UploadRequestError extends ApiError {
  constructor(
    kind: ApiErrorKind,
    message: string,
    code: number | null,
    readonly retryable: boolean,
  ) {
    super(kind, message, code);
    this.name = 'UploadRequestError';
  }
}

/**
 * The three upload calls of shell.md §7 over fetch with FormData: bearer token, signature headers
 * over the query only (form bodies are not signed), the 300 s timeout, and the envelope unwrapped
 * into typed errors. A caller's abort cancels the request and is passed on as the abort.
 */
export function createUploadTransport(options: UploadTransportOptions): UploadTransport {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? Timeouts.upload;

  async function post<T>(path: string, query: Record<string, string>, body: FormData | EncodedForm | undefined, signal?: AbortSignal): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const token = options.getToken();
    const headers: Record<string, string> = {
      ...options.signHeaders(query),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'Content-Type': body.contentType } : {}),
    };
    const deadline = withTimeout(signal, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}${search ? `?${search}` : ''}`, {
        method: 'POST',
        headers,
        ...(body ? { body: body instanceof FormData ? body : body.bytes } : {}),
        signal: deadline.signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new UploadRequestError('transport', Messages.transportError, null, true);
    } finally {
      deadline.clear();
    }
    if (response.status === RATE_LIMIT_STATUS) {
      throw new UploadRequestError('rateLimited', text || Messages.rateLimited, null, true);
    }
    const envelope = parseEnvelope(text);
    if (!envelope) throw new UploadRequestError('transport', Messages.transportError, null, true);
    try {
      return unwrapEnvelope<T>(envelope);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A server fault may pass; a refusal (a 4xx answer) will not change by sending it again.
      throw new UploadRequestError(error.kind, error.message, error.code, response.status >= 500);
    }
  }

  return {
    async sendChunk(request, signal) {
      // The form around the chunk is one Blob of three parts: the chunk's bytes are never copied
      // into the page's memory (the browser streams the file slice), and the body goes in one
      // request with its length, not as a FormData streamed part by part (issue 9: per-chunk cost).
      const form = encodeForm(
        [
          // The spec's field order; the server accepts any.
          { name: 'chunk', value: String(request.chunk) },
          { name: 'fileCode', value: request.fileCode },
          { name: 'fileName', value: request.fileName },
          { name: 'moduleName', value: request.moduleName },
        ],
        { name: 'file', filename: request.fileName, type: request.bytes.type || 'application/octet-stream', bytes: request.bytes },
      );
      return post('/api/Upload/Chunk', {}, form, signal);
    },
    merge(request, signal) {
      const form = new FormData();
      form.append('fileCode', request.fileCode);
      form.append('moduleName', request.moduleName);
      form.append('chunkCount', String(request.chunkCount));
      return post('/api/Upload/Merge', {}, form, signal);
    },
    cancel(request, signal) {
      return post('/api/Upload/Cancel', { fileCode: request.fileCode, moduleName: request.moduleName }, undefined, signal);
    },
  };
}

/** A multipart/form-data body built in memory, with its content type. */
export interface EncodedForm {
  bytes: Blob;
  contentType: string;
}

/**
 * Encodes text fields and one file as multipart/form-data the way browsers do (names and file
 * names with '"', CR and LF percent-escaped), the file first as the spec lists it.
 */
export function encodeForm(
  fields: ReadonlyArray<{ name: string; value: string }>,
  file: { name: string; filename: string; type: string; bytes: Blob },
): EncodedForm {
  const boundary = `----TutorPortalForm${newFileCode()}`;
  const escape = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${escape(file.name)}"; filename="${escape(file.filename)}"\r\n` +
    `Content-Type: ${file.type.replace(/[\r\n]/g, '')}\r\n\r\n`;
  const tail =
    fields
      .map(({ name, value }) => `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"\r\n\r\n${value.replace(/\r?\n|\r/g, '\r\n')}`)
      .join('') + `\r\n--${boundary}--\r\n`;
  return { bytes: new Blob([head, file.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'ErrorCode' in value ? (value as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}

/** The caller's signal combined with a deadline (AbortSignal.any is missing in older browsers). */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = ms > 0 ? setTimeout(() => controller.abort(new Error('timeout')), ms) : undefined;
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
