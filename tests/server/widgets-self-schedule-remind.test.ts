import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageKind } from '../../src/domain/message-kinds';
import type { MessageRecord } from '../../src/domain/message-records';
import { BiAspectTutor, SelfScheduleRemindSeed, TesolReviewTutor } from '../../server/seed/widget-dialogs.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** GetSelfScheduleRemind (growth-account.md §7): the unread self-schedule reminder, shown as a toast once per message. */
describe(`self-schedule reminder at start (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let ivy: string;
  let june: string;
  const remind = async (token: string) => (await t.call<MessageRecord | null>('POST', '/api/Account/GetSelfScheduleRemind', { token })).json;

  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.login('demo', DemoUsers.demo.password);
    ivy = await t.login(BiAspectTutor.account, BiAspectTutor.password);
    june = await t.login(TesolReviewTutor.account, TesolReviewTutor.password);
  });
  afterAll(async () => t.close());

  it("answers the tutor's newest unread one once; a newer one comes next; a read one never; others' never", async () => {
    const first = await remind(june);
    expect(first).toMatchObject({ ErrorCode: 0, Body: { kind: MessageKind.selfSchedule, title: SelfScheduleRemindSeed.title, isRead: false } });
    expect((await remind(june)).Body).toBeNull();
    // The message itself stays unread in the message center.
    const stored = await t.app.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', (first.Body as MessageRecord).mid)
      .executeTakeFirstOrThrow();
    expect(stored.read_at).toBeNull();
    // The demo data showed every other tutor's already (so it covers no other area's pages).
    expect((await remind(demo)).Body).toBeNull();

    const insert = (title: string, readAt: string | null) =>
      t.app.db
        .insertInto('messages')
        .values({
          tutor_id: DemoUsers.demo.id,
          kind: MessageKind.selfSchedule,
          category: 2,
          title,
          content: 'Plot it.',
          remind: 0,
          notice_status: 0,
          reminder_type: null,
          reminder_fields: null,
          refuse_reason: null,
          answered_at: null,
          sent_by: null,
          created_at: t.clock.now().toISOString(),
          read_at: readAt,
        })
        .execute();
    t.clock.advance(60_000);
    await insert('Already read', t.clock.now().toISOString());
    expect((await remind(demo)).Body).toBeNull();
    t.clock.advance(60_000);
    await insert('Plot the week after', null);
    expect((await remind(demo)).Body).toMatchObject({ title: 'Plot the week after' });
    expect((await remind(demo)).Body).toBeNull();
    expect((await remind(ivy)).Body).toBeNull();
  });
});
