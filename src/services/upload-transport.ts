import { RATE_LIMIT_STATUS, type Envelope } from '../domain/error-codes';
import { Messages } from '../domain/messages';
import { Timeouts } from '../domain/session-constants';
import type { UploadedFile } from '../domain/upload';
import { unwrapEnvelope } from './api-client';
import { ApiError, type ApiErrorKind } from './api-errors';

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
  sendChunk(request: ChunkRequest, signal?: AbortSignal): Promise<{ chunkCount: number }>;
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

  async function post<T>(path: string, query: Record<string, string>, body: FormData | undefined, signal?: AbortSignal): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const token = options.getToken();
    const headers: Record<string, string> = {
      ...options.signHeaders(query),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
    const deadline = withTimeout(signal, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}${search ? `?${search}` : ''}`, {
        method: 'POST',
        headers,
        ...(body ? { body } : {}),
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
    sendChunk(request, signal) {
      const form = new FormData();
      // The spec's field order; the server accepts any.
      form.append('file', request.bytes, request.fileName);
      form.append('chunk', String(request.chunk));
      form.append('fileCode', request.fileCode);
      form.append('fileName', request.fileName);
      form.append('moduleName', request.moduleName);
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

/** A fileCode for a new upload: random, 32 hex digits. */
export function newFileCode(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http hosts (not a secure context).
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
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
