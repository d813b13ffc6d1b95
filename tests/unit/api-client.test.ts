import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { computeSignature } from '../../src/domain/signature';
import { createApiClient } from '../../src/services/api-client';
import { ApiError } from '../../src/services/api-errors';

/** A fetch that answers from a function and records what was asked: the network, not the client, is replaced. */
function fakeFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://portal.test');
    calls.push({ url, init });
    return answer(url, init);
  }) as typeof fetch;
  return { fetchFn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: Parameters<typeof fakeFetch>[0], token = 'tok') {
  const { fetchFn, calls } = fakeFetch(answer);
  const api = createApiClient({
    baseURL: 'http://portal.test',
    getToken: () => token,
    getAppCredentials: () => ({ AppId: 'app', AppSecret: 'secret' }),
    fetch: fetchFn,
  });
  return { api, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('unwraps the envelope and sends bearer and signature headers', async () => {
    const { api, calls } = client(() => json({ ErrorCode: 0, Msg: '', Body: { ok: 1 } }));
    await expect(api.post('/api/x', { b: '2' }, { a: '1' })).resolves.toEqual({ ok: 1 });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-app-id')).toBe('app');
    expect(headers.get('x-signature')).toBe(computeSignature({ a: '1' }, { b: '2' }, 'secret', md5));
    expect(calls[0]!.url.searchParams.get('a')).toBe('1');
  });

  it('turns ErrorCode 3 into an unauthorized error', async () => {
    const { api } = client(() => json({ ErrorCode: 3, Msg: 'expired', Body: null }, 401));
    expect((await failure(api.get('/api/x'))).kind).toBe('unauthorized');
  });

  it('turns other codes into business errors with the translated message', async () => {
    const { api } = client(() => json({ ErrorCode: 1, Msg: '数据校验失败', Body: null }, 400));
    const error = await failure(api.get('/api/x'));
    expect([error.kind, error.message, error.code]).toEqual(['business', 'Data verification failed', 1]);
  });

  it('turns ErrorCode 8 into a signature error', async () => {
    const { api } = client(() => json({ ErrorCode: 8, Msg: 'Signature verification failed!', Body: null }, 403));
    expect((await failure(api.get('/api/x'))).kind).toBe('signature');
  });

  it('turns HTTP 229 into a rate-limit error carrying the body', async () => {
    const { api } = client(() => new Response('Slow down please', { status: 229 }));
    const error = await failure(api.get('/api/x'));
    expect([error.kind, error.message]).toEqual(['rateLimited', 'Slow down please']);
  });

  it('turns a network failure into the transport message', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(api.get('/api/x'));
    expect([error.kind, error.message]).toEqual(['transport', 'Links seem to get inaccessible.']);
  });

  it('turns an answer that is not the envelope into a transport error', async () => {
    const { api } = client(() => new Response('<html>proxy error</html>', { status: 502 }));
    expect((await failure(api.get('/api/x'))).kind).toBe('transport');
  });

  it('sends no bearer header without a token', async () => {
    const { api, calls } = client(() => json({ ErrorCode: 0, Msg: '', Body: null }), '');
    await api.get('/api/x');
    expect(new Headers(calls[0]!.init.headers).has('authorization')).toBe(false);
  });
});
