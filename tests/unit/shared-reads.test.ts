import { describe, expect, it, vi } from 'vitest';
import { sharingReadsInFlight } from '../../src/actors/shared-reads';
import { ApiError } from '../../src/domain/api-error';
import type { ApiClient } from '../../src/services/api-client';

const SCORES = '/api/tutordata/TutorAllScore';

/** An API whose posts wait until the test answers them, recording what was sent with what options. */
function pendingApi() {
  const sent: { path: string; body: unknown; query: unknown; options: unknown; answer: (value: unknown) => void; fail: (error: Error) => void }[] = [];
  const post = vi.fn(
    (path: string, body?: unknown, query?: unknown, options?: unknown) =>
      new Promise((answer, fail) => {
        sent.push({ path, body, query, options, answer, fail });
      }),
  );
  return { api: { post } as unknown as ApiClient, sent };
}

describe('reads shared while in flight', () => {
  it('sends a shared read once for callers who ask while it is in flight, and answers each of them', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    const first = shared.post(SCORES);
    const second = shared.post(SCORES);
    expect(sent).toHaveLength(1);
    sent[0]!.answer({ Flowers: 3 });
    await expect(first).resolves.toEqual({ Flowers: 3 });
    await expect(second).resolves.toEqual({ Flowers: 3 });
  });

  it('keeps nothing once answered: the next read goes to the server', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    const first = shared.post(SCORES);
    sent[0]!.answer({ Flowers: 3 });
    await first;
    const later = shared.post(SCORES);
    expect(sent).toHaveLength(2);
    sent[1]!.answer({ Flowers: 4 });
    await expect(later).resolves.toEqual({ Flowers: 4 });
  });

  it('shares only identical calls of the listed reads', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    void shared.post(SCORES, { month: 1 });
    void shared.post(SCORES, { month: 2 });
    void shared.post(SCORES, { month: 1 }, { page: 2 });
    void shared.post('/api/GrowthSystem/ReceivePoint', undefined, { TaskCode: 'a' });
    void shared.post('/api/GrowthSystem/ReceivePoint', undefined, { TaskCode: 'a' });
    expect(sent.map((call) => call.path)).toEqual([SCORES, SCORES, SCORES, '/api/GrowthSystem/ReceivePoint', '/api/GrowthSystem/ReceivePoint']);
  });

  it('cancels only the caller who aborts; the request goes on without their signal for the others', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = shared.post(SCORES, undefined, undefined, { signal: leaving.signal, timeout: 5000 });
    const stayed = shared.post(SCORES, undefined, undefined, { signal: staying.signal });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.options).toEqual({ timeout: 5000 });
    leaving.abort();
    await expect(left).rejects.toEqual(new ApiError('aborted', 'The call was cancelled.'));
    sent[0]!.answer({ Flowers: 5 });
    await expect(stayed).resolves.toEqual({ Flowers: 5 });
  });

  it('refuses a caller whose signal has already aborted, and does not send for them alone', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    const aborted = new AbortController();
    aborted.abort();
    await expect(shared.post(SCORES, undefined, undefined, { signal: aborted.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(sent).toHaveLength(0);
  });

  it('gives every caller the failure, and tries again on the next call', async () => {
    const { api, sent } = pendingApi();
    const shared = sharingReadsInFlight(api);
    const first = shared.post(SCORES);
    const second = shared.post(SCORES);
    const refusal = new ApiError('business', 'No scores yet.', 1);
    sent[0]!.fail(refusal);
    await expect(first).rejects.toBe(refusal);
    await expect(second).rejects.toBe(refusal);
    void shared.post(SCORES);
    expect(sent).toHaveLength(2);
  });
});
