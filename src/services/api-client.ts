import md5 from 'md5';
import { ofetch, FetchError } from 'ofetch';
import { ErrorCode, RATE_LIMIT_STATUS, type Envelope } from '../domain/error-codes';
import { Messages } from '../domain/messages';
import { Timeouts } from '../domain/session-constants';
import { APP_ID_HEADER, SIGNATURE_HEADER, computeSignature, type SignableParams } from '../domain/signature';
import { translateServerMessage } from '../domain/translations';
import { ApiError } from './api-errors';

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: SignableParams | FormData;
  /** ms; the spec's per-call timeouts are in domain/session-constants.ts. 0 means none. */
  timeout?: number;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>): Promise<T>;
  post<T>(path: string, body?: SignableParams | FormData, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>): Promise<T>;
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T>;
  /** A POST whose success carries a Msg to show with its Body (e.g. the attendance reply: Body 0 with why). */
  postWithMessage<T>(
    path: string,
    body?: SignableParams,
    query?: Query,
    options?: Omit<RequestOptions, 'query' | 'body'>,
  ): Promise<{ body: T; message: string }>;
  /** A GET answering a file (a CSV export): its bytes and name; a refusal answers the envelope and throws its ApiError. */
  download(path: string, query?: Query): Promise<DownloadedFile>;
  /**
   * A signed POST whose answer is read as a stream (the assistant's server-sent events): the raw
   * Response, no timeout (`signal` ends it); a transport failure throws the usual ApiError.
   */
  postStream(path: string, body: SignableParams, signal: AbortSignal): Promise<Response>;
  /** The signature headers for a query (for transports that send their own requests, e.g. uploads). */
  signHeaders(query: Query, body?: SignableParams): Record<string, string>;
}

export interface DownloadedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ApiClientDeps {
  /** Same origin by default. */
  baseURL?: string;
  getToken: () => string;
  /** App id and secret from the system setting; empty before it has loaded. */
  getAppCredentials: () => { AppId: string; AppSecret: string } | null;
  fetch?: typeof globalThis.fetch;
}

/**
 * The one configured API client (ofetch): bearer token, signature headers, 10 s default timeout,
 * envelope unwrapping, and the error catalogue turned into typed ApiErrors.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const $fetch = ofetch.create({ baseURL: deps.baseURL ?? '', retry: 0, ignoreResponseError: true }, deps.fetch ? { fetch: deps.fetch } : {});

  const signHeaders = (query: Query, body?: SignableParams): Record<string, string> => {
    const credentials = deps.getAppCredentials();
    if (!credentials) return {};
    const cleanQuery = withoutUndefined(query);
    return {
      [APP_ID_HEADER]: credentials.AppId,
      [SIGNATURE_HEADER]: computeSignature(cleanQuery, body, credentials.AppSecret, md5),
    };
  };

  const requestEnvelope = async (method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<Envelope<unknown>> => {
    const query = withoutUndefined(options.query ?? {});
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const jsonBody = isForm ? undefined : (options.body as SignableParams | undefined);
    const token = deps.getToken();
    const headers: Record<string, string> = {
      ...signHeaders(query, jsonBody),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
    const timeout = options.timeout ?? Timeouts.default;
    let status = 0;
    let payload: unknown;
    try {
      const response = await $fetch.raw(path, {
        method,
        query,
        headers,
        ...(options.body !== undefined ? { body: options.body as BodyInit | Record<string, unknown> } : {}),
        ...(timeout > 0 ? { timeout } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        responseType: 'text',
      });
      status = response.status;
      payload = response._data;
    } catch (error) {
      if (options.signal?.aborted) throw new ApiError('aborted', 'The call was cancelled.');
      throw new ApiError('transport', Messages.transportError, null, error instanceof FetchError ? error.message : null);
    }
    if (status === RATE_LIMIT_STATUS) {
      throw new ApiError('rateLimited', typeof payload === 'string' && payload ? payload : Messages.rateLimited);
    }
    return parseEnvelope(payload);
  };
  const request = async <T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> =>
    unwrapEnvelope<T>(await requestEnvelope(method, path, options));

  return {
    request,
    postWithMessage: async <T>(path: string, body?: SignableParams, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>) => {
      const envelope = await requestEnvelope('POST', path, { ...options, ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) });
      return { body: unwrapEnvelope<T>(envelope), message: translateServerMessage(envelope.Msg ?? '') };
    },
    signHeaders,
    postStream: async (path, body, signal) => {
      const token = deps.getToken();
      const headers = {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...signHeaders({}, body),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
      try {
        return await (deps.fetch ?? globalThis.fetch)(`${deps.baseURL ?? ''}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
      } catch (error) {
        if (signal.aborted) throw new ApiError('aborted', 'The call was cancelled.');
        throw new ApiError('transport', Messages.transportError, null, error instanceof Error ? error.message : null);
      }
    },
    download: async (path, query = {}) => {
      const cleanQuery = withoutUndefined(query);
      const token = deps.getToken();
      const headers = { ...signHeaders(cleanQuery), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      let response: Awaited<ReturnType<typeof $fetch.raw<ArrayBuffer, 'arrayBuffer'>>>;
      try {
        response = await $fetch.raw(path, { method: 'GET', query: cleanQuery, headers, responseType: 'arrayBuffer', timeout: Timeouts.default });
      } catch (error) {
        throw new ApiError('transport', Messages.transportError, null, error instanceof FetchError ? error.message : null);
      }
      const contentType = response.headers.get('content-type') ?? '';
      const bytes = new Uint8Array(response._data ?? new ArrayBuffer(0));
      // A refusal is the envelope, as for every call.
      if (contentType.includes('application/json')) unwrapEnvelope(parseEnvelope(new TextDecoder().decode(bytes)));
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
      return { fileName, contentType: contentType || 'application/octet-stream', bytes };
    },
    get: (path, query, options) => request('GET', path, { ...options, ...(query ? { query } : {}) }),
    post: (path, body, query, options) => request('POST', path, { ...options, ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) }),
  };
}

function parseEnvelope(payload: unknown): Envelope<unknown> {
  const value = typeof payload === 'string' ? safeJson(payload) : payload;
  if (value && typeof value === 'object' && 'ErrorCode' in value) return value as Envelope<unknown>;
  throw new ApiError('transport', Messages.transportError);
}

/** The Body of a successful envelope; otherwise the typed error the catalogue says. */
export function unwrapEnvelope<T>(envelope: Envelope<unknown>): T {
  if (envelope.ErrorCode === ErrorCode.Success) return envelope.Body as T;
  const message = translateServerMessage(envelope.Msg ?? '');
  if (envelope.ErrorCode === ErrorCode.Unauthorized) throw new ApiError('unauthorized', message, envelope.ErrorCode);
  if (envelope.ErrorCode === ErrorCode.SignatureFailed) throw new ApiError('signature', message, envelope.ErrorCode);
  throw new ApiError('business', message, envelope.ErrorCode, envelope.Body);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function withoutUndefined(query: Query): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) result[key] = value;
  return result;
}
