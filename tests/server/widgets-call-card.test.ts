import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectNoteOf } from '../../src/domain/call-card';
import { ErrorCode } from '../../src/domain/error-codes';
import { CallMedia, ImHubEvent, ImHubMethod, ImMessages, type ImCallInvite, type ImConversation } from '../../src/domain/im';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { listenToIm } from './im-helpers';
import { hubClient, listen, type TestHubClient } from './realtime-helpers';

/** The layout's incoming call card (growth-account.md §4): the session's own connection rings; Decline goes over HTTP. */
describe(`incoming call card's calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let tutorClient: TestHubClient;
  let staffClient: TestHubClient;
  let conversation: ImConversation;
  const reject = (token: string, CallId: unknown, Note: unknown) => t.call<boolean>('POST', '/api/IM/RejectCall', { token, body: { CallId, Note } });

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    const baseUrl = await listen(t.app);
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    const staff = await t.login('staff', DemoUsers.staff.password);
    conversation = (await t.call<ImConversation>('POST', '/api/IM/OpenDirect', { token: demo, body: { UserId: DemoUsers.staff.id } })).json.Body;
    const connect = async (token: string) => {
      const client = hubClient(baseUrl, token);
      listenToIm(client.connection, client.log);
      await client.connection.start();
      return client;
    };
    // The tutor's session connection (the portal token, as the layout's realtime holds it), not a chat one.
    tutorClient = await connect(demo);
    staffClient = await connect(staff);
  });
  afterAll(async () => {
    for (const client of [tutorClient, staffClient]) await client.connection.stop();
    await t.close();
  });

  it("rings the tutor's session connection; Decline sends the reject message naming audio, once, by the callee only", async () => {
    const ringing = tutorClient.log.next(ImHubEvent.callIncoming);
    const { callId } = await staffClient.connection.invoke<{ callId: number }>(ImHubMethod.callInvite, conversation.id, CallMedia.audio);
    expect(((await ringing) as [ImCallInvite])[0]).toMatchObject({ callId, mediaType: CallMedia.audio, from: { userId: DemoUsers.staff.id } });

    expect((await reject(demo2, callId, rejectNoteOf(CallMedia.audio))).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ImMessages.callUnavailable });
    const declined = staffClient.log.next(ImHubEvent.callDeclined);
    expect((await reject(demo, callId, rejectNoteOf(CallMedia.audio))).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    expect(await declined).toEqual([{ callId, mediaType: CallMedia.audio, text: "Declined audio call: Sorry, I can't take an audio call right now." }]);
    expect((await reject(demo, callId, '')).json.Msg).toBe(ImMessages.callUnavailable);
  });

  it('names video for any other media type, and refuses bad input with the envelope', async () => {
    const { callId } = await staffClient.connection.invoke<{ callId: number }>(ImHubMethod.callInvite, conversation.id, CallMedia.video);
    const declined = staffClient.log.next(ImHubEvent.callDeclined);
    await reject(demo, callId, rejectNoteOf(CallMedia.video));
    expect(((await declined) as [{ text: string }])[0].text).toBe("Declined video call: Sorry, I can't take a video call right now.");
    expect((await reject(demo, 'x', '')).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await reject(demo, callId, 'x'.repeat(151))).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await t.call('POST', '/api/IM/RejectCall', { body: { CallId: callId, Note: '' } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
