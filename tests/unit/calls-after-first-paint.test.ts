import { describe, expect, it, vi } from 'vitest';
import { callsAfterFirstPaint } from '../../src/actors/calls-after-first-paint';
import type { ApiClient } from '../../src/services/api-client';

function fakeApi() {
  const sent: string[] = [];
  const api = {
    get: vi.fn(async (path: string) => (sent.push(`GET ${path}`), 'got')),
    post: vi.fn(async (path: string) => (sent.push(`POST ${path}`), 'posted')),
    request: vi.fn(async (method: string, path: string) => (sent.push(`${method} ${path}`), 'requested')),
    postWithMessage: vi.fn(async (path: string) => (sent.push(`POST ${path}`), { body: 1, message: 'ok' })),
    download: vi.fn(async (path: string) => (sent.push(`GET ${path}`), { fileName: 'a.csv', contentType: 'text/csv', bytes: new Uint8Array() })),
    postStream: vi.fn(async (path: string) => (sent.push(`POST ${path}`), new Response(''))),
    signHeaders: vi.fn(() => ({ 'x-signature': 's' })),
  } as unknown as ApiClient;
  return { api, sent };
}

function manualPaint() {
  let painted = false;
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return {
    signal: { painted: promise, hasPainted: () => painted },
    paint: () => {
      painted = true;
      resolve();
    },
  };
}

describe('the calls of pages and layout before and after the first page paints', () => {
  it('sends none before the first page has painted, then each with what it was given', async () => {
    const { api, sent } = fakeApi();
    const first = manualPaint();
    const pageApi = callsAfterFirstPaint(api, first.signal);
    const answers = Promise.all([
      pageApi.get('/api/tutordata/GetHomeClasses', { day: 1 }),
      pageApi.post('/api/Message/BulletinBoard', { page: 1 }),
      pageApi.request('GET', '/api/System/GetMenuList'),
      pageApi.postWithMessage('/api/x'),
      pageApi.download('/api/export'),
      pageApi.postStream('/api/stream', {}, new AbortController().signal),
    ]);
    await Promise.resolve();
    expect(sent).toEqual([]);
    // Signing is not a call: it answers at once.
    expect(pageApi.signHeaders({})).toEqual({ 'x-signature': 's' });

    first.paint();
    expect((await answers).slice(0, 3)).toEqual(['got', 'posted', 'requested']);
    expect(sent).toHaveLength(6);
    expect(api.get).toHaveBeenCalledWith('/api/tutordata/GetHomeClasses', { day: 1 }, undefined);
  });

  it('sends at once, in the same turn, once the first page has painted', () => {
    const { api, sent } = fakeApi();
    const first = manualPaint();
    first.paint();
    void callsAfterFirstPaint(api, first.signal).get('/api/System/GetMenuList');
    expect(sent).toEqual(['GET /api/System/GetMenuList']);
  });
});
