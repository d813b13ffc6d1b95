import type { ApiClient, Query, RequestOptions } from '../services/api-client';
import type { SignableParams } from '../domain/signature';
import type { FirstPagePaint } from './first-page-paint';

type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/**
 * The API as the pages and the layout see it: on a tab's first visit their calls start once the
 * first page has painted (issue 9). The page comes first: its calls and the layout's (menu,
 * clock-in, banners: some ten on /home) used to start in the commit's effects, just before the
 * browser painted, and took the first round trips the page's paint was waiting behind on a slow
 * network. Now they go one frame later. After that first paint every call goes at once. The
 * session's own calls (the user info the guard waits for) use the API directly.
 */
export function callsAfterFirstPaint(api: ApiClient, firstPaint: Pick<FirstPagePaint, 'painted' | 'hasPainted'>): ApiClient {
  const afterPaint = <T>(call: () => Promise<T>): Promise<T> => (firstPaint.hasPainted() ? call() : firstPaint.painted.then(call));
  return {
    get: <T>(path: string, query?: Query, options?: CallOptions) => afterPaint(() => api.get<T>(path, query, options)),
    post: <T>(path: string, body?: SignableParams | FormData, query?: Query, options?: CallOptions) =>
      afterPaint(() => api.post<T>(path, body, query, options)),
    request: <T>(method: 'GET' | 'POST', path: string, options?: RequestOptions) => afterPaint(() => api.request<T>(method, path, options)),
    postWithMessage: <T>(path: string, body?: SignableParams, query?: Query, options?: CallOptions) =>
      afterPaint(() => api.postWithMessage<T>(path, body, query, options)),
    download: (path, query) => afterPaint(() => api.download(path, query)),
    postStream: (path, body, signal) => afterPaint(() => api.postStream(path, body, signal)),
    signHeaders: (query, body) => api.signHeaders(query, body),
  };
}
