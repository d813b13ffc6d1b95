import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallMedia, ImHubEvent, ImHubMethod, ImMessages, type ImCallInvite, type ImConversation, type ImMessage } from '../../src/domain/im';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { listenToIm } from './im-helpers';
import { hubClient, listen, type TestHubClient } from './realtime-helpers';

describe(`IM calls over the hub (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demoClient: TestHubClient;
  let staffClient: TestHubClient;
  let demo2Client: TestHubClient;
  let conversation: ImConversation;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    const baseUrl = await listen(t.app);
    const demo = await t.login('demo', DemoUsers.demo.password);
    const staff = await t.login('staff', DemoUsers.staff.password);
    const demo2 = await t.login('demo2', DemoUsers.demo2.password);
    conversation = (await t.call<ImConversation>('POST', '/api/IM/OpenDirect', { token: demo, body: { UserId: DemoUsers.staff.id } })).json.Body;
    const connect = async (token: string) => {
      const client = hubClient(baseUrl, token);
      listenToIm(client.connection, client.log);
      await client.connection.start();
      return client;
    };
    demoClient = await connect(demo);
    staffClient = await connect(staff);
    demo2Client = await connect(demo2);
  });
  afterAll(async () => {
    for (const client of [demoClient, staffClient, demo2Client]) await client.connection.stop();
    await t.close();
  });

  it('rings, accepts, relays the offer, answer and candidates, and hangs up with a note in the chat', async () => {
    const ringing = staffClient.log.next(ImHubEvent.callIncoming);
    const { callId } = await demoClient.connection.invoke<{ callId: number }>(ImHubMethod.callInvite, conversation.id, CallMedia.video);
    const [invite] = (await ringing) as [ImCallInvite];
    expect(invite).toMatchObject({ callId, conversationId: conversation.id, mediaType: CallMedia.video, from: { userId: DemoUsers.demo.id } });

    // Someone outside the call can neither answer nor listen in.
    await expect(demo2Client.connection.invoke(ImHubMethod.callAccept, callId)).rejects.toThrow(ImMessages.callUnavailable);
    await expect(demo2Client.connection.invoke(ImHubMethod.callSignal, callId, { sdp: 'x' })).rejects.toThrow(ImMessages.callUnavailable);

    const accepted = demoClient.log.next(ImHubEvent.callAccepted);
    await staffClient.connection.invoke(ImHubMethod.callAccept, callId);
    expect(await accepted).toEqual([{ callId }]);
    const offer = staffClient.log.next(ImHubEvent.callSignal);
    await demoClient.connection.invoke(ImHubMethod.callSignal, callId, { type: 'offer', sdp: 'v=0' });
    expect(await offer).toEqual([{ callId, payload: { type: 'offer', sdp: 'v=0' } }]);
    const answer = demoClient.log.next(ImHubEvent.callSignal);
    await staffClient.connection.invoke(ImHubMethod.callSignal, callId, { type: 'answer', sdp: 'v=0' });
    expect(await answer).toEqual([{ callId, payload: { type: 'answer', sdp: 'v=0' } }]);

    t.clock.advance(83_000);
    const ended = staffClient.log.next(ImHubEvent.callEnded);
    const note = staffClient.log.next(ImHubEvent.message, ([message]) => (message as ImMessage).kind === 'call');
    await demoClient.connection.invoke(ImHubMethod.callHangup, callId, false);
    expect(await ended).toEqual([{ callId, reason: 'ended' }]);
    expect(((await note)[0] as ImMessage).text).toBe('Video call ended, 01:23');
  });

  it('declines with a reject message naming audio or video', async () => {
    const ringing = staffClient.log.next(ImHubEvent.callIncoming);
    const { callId } = await demoClient.connection.invoke<{ callId: number }>(ImHubMethod.callInvite, conversation.id, CallMedia.audio);
    await ringing;
    // A chat opened while the call rings asks for it: only the callee is answered the invite.
    expect(await staffClient.connection.invoke<ImCallInvite | null>(ImHubMethod.callRinging)).toMatchObject({
      callId,
      mediaType: CallMedia.audio,
      from: { userId: DemoUsers.demo.id },
    });
    expect(await demo2Client.connection.invoke(ImHubMethod.callRinging)).toBeNull();
    expect(await demoClient.connection.invoke(ImHubMethod.callRinging)).toBeNull();
    const declined = demoClient.log.next(ImHubEvent.callDeclined);
    await staffClient.connection.invoke(ImHubMethod.callDecline, callId, 'In a meeting');
    expect(await declined).toEqual([{ callId, mediaType: CallMedia.audio, text: 'Declined audio call: In a meeting' }]);
  });

  it('lets an invite lapse after 30 s: a late answer finds it gone, and only direct chats can call', async () => {
    const ringing = staffClient.log.next(ImHubEvent.callIncoming);
    const { callId } = await demoClient.connection.invoke<{ callId: number }>(ImHubMethod.callInvite, conversation.id, CallMedia.video);
    await ringing;
    // Busy while ringing.
    await expect(demoClient.connection.invoke(ImHubMethod.callInvite, conversation.id, CallMedia.video)).rejects.toThrow(ImMessages.callBusy);
    t.clock.advance(30_001);
    expect(await staffClient.connection.invoke(ImHubMethod.callRinging)).toBeNull();
    await expect(staffClient.connection.invoke(ImHubMethod.callAccept, callId)).rejects.toThrow(ImMessages.callUnavailable);
    const row = await t.database.db.selectFrom('im_calls').select('state').where('id', '=', callId).executeTakeFirstOrThrow();
    expect(row.state).toBe('missed');

    const group = (await t.database.db.selectFrom('im_conversations').select('id').where('kind', '=', 'group').executeTakeFirstOrThrow()).id;
    await expect(demoClient.connection.invoke(ImHubMethod.callInvite, group, CallMedia.video)).rejects.toThrow(ImMessages.callOnlyDirect);
    await expect(demoClient.connection.invoke(ImHubMethod.callInvite, 'x', CallMedia.video)).rejects.toThrow('Invalid arguments.');
  });
});
