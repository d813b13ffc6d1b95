import { ApiError } from '../domain/api-error';
import type { ApiClient, Query, RequestOptions } from '../services/api-client';
import type { SignableParams } from '../domain/signature';

type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/**
 * Reads that several parts of a page ask for at the same moment: the session's follow-up loads,
 * the person panel and the dashboard all load TutorAllScore once the first page has painted. It is
 * a read with no side effect, so one request answers everyone who asks while it is in flight.
 */
export const SHARED_READS: ReadonlySet<string> = new Set(['/api/tutordata/TutorAllScore']);

/**
 * The API with the shared reads above sent once while in flight (issue 9: /home sent TutorAllScore
 * three times). Only identical calls share (path, query and body); nothing is kept once the
 * answer is in, so a read after a change always goes to the server. A caller that cancels stops
 * waiting; the request goes on for the others.
 */
export function sharingReadsInFlight(api: ApiClient): ApiClient {
  const inFlight = new Map<string, Promise<unknown>>();

  const share = <T>(key: string, send: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> => {
    if (signal?.aborted) return Promise.reject(cancelled());
    let answer = inFlight.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = send();
      inFlight.set(key, answer);
      const forget = () => inFlight.delete(key);
      answer.then(forget, forget);
    }
    return signal ? untilAborted(answer, signal) : answer;
  };

  const post = <T>(path: string, body?: SignableParams | FormData, query?: Query, options?: CallOptions): Promise<T> => {
    if (!SHARED_READS.has(path) || body instanceof FormData) return api.post<T>(path, body, query, options);
    const { signal, ...rest } = options ?? {};
    return share(`POST ${path} ${JSON.stringify(query ?? {})} ${JSON.stringify(body ?? null)}`, () => api.post<T>(path, body, query, rest), signal);
  };

  return { ...api, post };
}

/** What the API client answers a caller who cancelled. */
const cancelled = () => new ApiError('aborted', 'The call was cancelled.');

/** `answer`, or the caller's cancellation once `signal` aborts, whichever comes first. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
