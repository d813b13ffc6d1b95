import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/services/api-client';
import { ApiError } from '../../src/services/api-errors';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const api = createApiClient({
    baseURL: 'http://portal.test',
    getToken: () => 'tok',
    getAppCredentials: () => ({ AppId: 'app', AppSecret: 'secret' }),
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input instanceof Request ? input.url : input), body: init.body });
      return answer();
    },
  });
  return { api, sent };
}

describe('postWithMessage: a success that carries a Msg to show (the attendance reply)', () => {
  it('answers Body with the Msg that came with it', async () => {
    const { api, sent } = client(() => json({ ErrorCode: 0, Msg: 'This attendance confirmation has already been answered.', Body: 0 }));
    expect(await api.postWithMessage<number>('/api/Message/ReplyAttendanceConfirm', { Id: 3, IsICan: true })).toEqual({
      body: 0,
      message: 'This attendance confirmation has already been answered.',
    });
    expect(sent[0]?.url).toContain('/api/Message/ReplyAttendanceConfirm');
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ Id: 3, IsICan: true });
  });

  it('fails as every call does when ErrorCode is not 0', async () => {
    const { api } = client(() => json({ ErrorCode: 1, Msg: 'Required.', Body: null }));
    await expect(api.postWithMessage('/api/Message/ReplyAttendanceConfirm', { Id: 3, IsICan: false })).rejects.toEqual(
      new ApiError('business', 'Required.', 1),
    );
  });
});
