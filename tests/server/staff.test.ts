import type { SignableParams } from '../../src/domain/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind, NoticeStatus } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { Role } from '../../src/domain/routes';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

interface View {
  mid: number;
  kind: string;
  title: string;
  content: string;
  remind: boolean;
  noticeStatus: number;
}

describe(`staff sends messages (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    staff = await t.login('staff', DemoUsers.staff.password);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => t.close());

  const send = (body: SignableParams, token = staff) => t.call<{ Sent: number }>('POST', '/api/Staff/SendMessage', { token, body });

  it('sends a notice to one tutor: stored, pushed with the new unread count, answerable', async () => {
    const demo = await t.login('demo', DemoUsers.demo.password);
    const client = hubClient(baseUrl, demo);
    await client.connection.start();
    const before = (await t.call<{ unread: number }>('POST', '/api/Message/NotReadMsgCount', { token: demo })).json.Body.unread;
    const event = client.log.next('GetTutorClassMsgList');
    const count = client.log.next('GetTutorNotReadMsgCount');
    const sent = await send({ Tuid: DemoUsers.demo.id, Type: 'notice', Title: '  Room change  ', Content: 'Use ClassIn for tomorrow.' });
    expect(sent.json).toEqual({ ErrorCode: 0, Msg: '', Body: { Sent: 1 } });
    const [message] = (await event) as [View];
    expect(message).toMatchObject({
      kind: MessageKind.classNotice,
      title: 'Room change',
      content: 'Use ClassIn for tomorrow.',
      noticeStatus: NoticeStatus.pending,
    });
    expect(await count).toEqual([expect.objectContaining({ unread: before + 1 })]);
    const listed = await t.call<{ items: View[] }>('POST', '/api/Message/GetTutorMessageList', { token: demo, query: { key: 'Room change' } });
    expect(listed.json.Body.items.map((item) => item.mid)).toEqual([message.mid]);
    expect((await t.call('POST', '/api/tutorcomm/NoticeSendAccept', { token: demo, body: { mid: message.mid } })).json.Body).toBe(true);
    await client.connection.stop();
  });

  it('sends a system message to every tutor when no Tuid is given, shown until Noted', async () => {
    const tutors = await t.database.db.selectFrom('user_roles').select('user_id').where('role', '=', Role.teacher).execute();
    const demo2 = await t.login('demo2', DemoUsers.demo2.password);
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    const event = client.log.next('GetTutorSysMsg', ([message]) => (message as View).title === 'Holiday schedule');
    const sent = await send({ Type: 'system', Title: 'Holiday schedule', Content: 'The office is closed on Monday.' });
    expect(sent.json.Body.Sent).toBe(tutors.length);
    const [message] = (await event) as [View];
    expect(message).toMatchObject({ kind: MessageKind.system, remind: true });
    const stored = await t.database.db.selectFrom('messages').select('tutor_id').where('title', '=', 'Holiday schedule').execute();
    expect(stored.map((row) => row.tutor_id).sort()).toEqual(tutors.map((row) => row.user_id).sort());
    await client.connection.stop();
  });

  it('answers a tutor calling it with ErrorCode 4, and anyone without a token with ErrorCode 3', async () => {
    const demo = await t.login('demo', DemoUsers.demo.password);
    const refused = await send({ Type: 'system', Title: 'Hi', Content: 'x' }, demo);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ ErrorCode: ErrorCode.Forbidden, Msg: Messages.forbidden, Body: null });
    expect((await t.call('POST', '/api/Staff/SendMessage', { body: { Type: 'system', Title: 'Hi', Content: 'x' } })).json.ErrorCode).toBe(
      ErrorCode.Unauthorized,
    );
    const stored = await t.database.db.selectFrom('messages').select('id').where('title', '=', 'Hi').execute();
    expect(stored).toEqual([]);
  });

  it('refuses invalid input with a clear message', async () => {
    expect((await send({ Type: 'memo', Title: 'A', Content: 'B' })).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await send({ Type: 'notice', Title: '', Content: 'B' })).json).toEqual({
      ErrorCode: ErrorCode.Failed,
      Msg: "'Title' must not be empty.",
      Body: null,
    });
    expect((await send({ Type: 'notice', Content: 'B' })).json.Msg).toBe("'Title' is required.");
    const unknown = await send({ Tuid: 4242, Type: 'notice', Title: 'A', Content: 'B' });
    expect(unknown.json).toEqual({ ErrorCode: ErrorCode.NotFound, Msg: Messages.staffTutorNotFound, Body: null });
    // The staff account is not a tutor.
    expect((await send({ Tuid: DemoUsers.staff.id, Type: 'notice', Title: 'A', Content: 'B' })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });
});
