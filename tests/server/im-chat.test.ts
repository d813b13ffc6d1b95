import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { ConversationKind, ImHubEvent, ImMessages, ImUserType, type ImConversation, type ImGroupInfo, type ImMessage } from '../../src/domain/im';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import { DemoChatStudent } from '../../server/im/im.seed';
import { countedUnreadOf } from '../../server/im/im.repository';
import { sendMessage } from '../../server/services/messages.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { listenToIm, pngBytes, uploadOneChunk } from './im-helpers';
import { hubClient, listen, type TestHubClient } from './realtime-helpers';

describe(`IM chat (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let demo: string;
  let demo2: string;
  let intl: string;
  let staff: string;
  const clients: TestHubClient[] = [];

  beforeAll(async () => {
    // The burst sends 1,000 calls from one address: the per-address limit is raised for it.
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0', IM_STUN_URLS: 'stun:stun.example.org:3478', RATE_LIMIT_MAX: '100000' } });
    baseUrl = await listen(t.app);
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    intl = await t.login('intl', DemoUsers.international.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => {
    for (const client of clients) await client.connection.stop();
    await t.close();
  });

  const post = <T>(token: string, url: string, body: Record<string, unknown> = {}) => t.call<T>('POST', url, { token, body: body });
  async function connect(token: string): Promise<TestHubClient> {
    const client = hubClient(baseUrl, token);
    listenToIm(client.connection, client.log);
    await client.connection.start();
    clients.push(client);
    return client;
  }
  const openDirect = async (token: string, userId: number) => (await post<ImConversation>(token, '/api/IM/OpenDirect', { UserId: userId })).json.Body;
  const sendText = (token: string, conversationId: number, text: string) =>
    post<ImMessage>(token, '/api/IM/Send', { ConversationId: conversationId, Kind: 'text', Text: text });
  const history = async (token: string, conversationId: number, beforeId?: number, size = 100) =>
    (await post<ImMessage[]>(token, '/api/IM/History', { ConversationId: conversationId, Size: size, ...(beforeId ? { BeforeId: beforeId } : {}) })).json;

  it('tells the client where and how to connect, and issues a chat token that opens the chat and the hub only', async () => {
    const domain = await post<{ HubPath: string; Transport: string }>(demo, '/api/IM/GetAimDomain');
    expect(domain.json.Body).toMatchObject({ HubPath: '/hubs/notice', Transport: 'WebSockets', Protocol: 'json' });
    const info = await post<{ UserId: number; IceServers: unknown[]; InviteTimeoutSeconds: number; Events: string[] }>(demo, '/api/IM/LoginInfo');
    expect(info.json.Body).toMatchObject({ UserId: DemoUsers.demo.id, InviteTimeoutSeconds: 30, IceServers: [{ urls: ['stun:stun.example.org:3478'] }] });
    expect(info.json.Body.Events).toContain(ImHubEvent.message);

    const token = (await post<{ Token: string; ExpiresIn: number }>(demo, '/api/IM/GetImToken')).json.Body.Token;
    expect((await post(token, '/api/IM/Conversations')).json.ErrorCode).toBe(0);
    const elsewhere = await post(token, '/api/Message/NotReadMsgCount');
    expect(elsewhere.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const client = await connect(token);
    const pushed = client.log.next(ImHubEvent.conversation);
    await t.app.notifier.toUser(DemoUsers.demo.id, ImHubEvent.conversation, [{ conversationId: 1 }]);
    expect(await pushed).toEqual([{ conversationId: 1 }]);
  });

  it('delivers messages stored first, in order, without reload; read receipts and the unread counter follow', async () => {
    const conversation = await openDirect(demo, DemoUsers.staff.id);
    expect(conversation.kind).toBe(ConversationKind.direct);
    expect(conversation.peer?.userId).toBe(DemoUsers.staff.id);
    const staffClient = await connect(staff);
    const received: ImMessage[] = [];
    staffClient.connection.on(ImHubEvent.message, (message: ImMessage) => {
      if (message.conversationId === conversation.id) received.push(message);
    });
    const sent: ImMessage[] = [];
    for (let index = 0; index < 20; index += 1) {
      const result = await sendText(demo, conversation.id, `Message number ${index}`);
      expect(result.json.ErrorCode, result.json.Msg).toBe(0);
      sent.push(result.json.Body);
    }
    await expect.poll(() => received.length).toBe(20);
    expect(received.map((message) => message.text)).toEqual(sent.map((message) => message.text));
    expect(received.map((message) => message.id)).toEqual([...sent.map((message) => message.id)].sort((a, b) => a - b));
    const stored = (await history(staff, conversation.id)).Body;
    expect(stored.slice(-20).map((message) => message.id)).toEqual(sent.map((message) => message.id));
    // Paging goes back from the oldest shown.
    const older = (await history(staff, conversation.id, stored.at(-20)?.id, 5)).Body;
    expect(older.every((message) => message.id < (stored.at(-20)?.id ?? 0))).toBe(true);

    const staffView = (await post<ImConversation>(staff, '/api/IM/Conversation', { ConversationId: conversation.id })).json.Body;
    expect(staffView.unread).toBeGreaterThanOrEqual(20);
    const counters = (await post<{ im: number }>(demo, '/api/Message/NotReadMsgCount')).json.Body;
    expect(counters.im).toBeGreaterThanOrEqual(0);

    const demoClient = await connect(demo);
    const receipt = demoClient.log.next(ImHubEvent.read, ([payload]) => (payload as { conversationId: number }).conversationId === conversation.id);
    const last = sent.at(-1)?.id ?? 0;
    expect((await post<number>(staff, '/api/IM/Read', { ConversationId: conversation.id, MessageId: last + 1000 })).json.Body).toBe(last);
    expect(await receipt).toEqual([{ conversationId: conversation.id, userId: DemoUsers.staff.id, readId: last }]);
    const afterRead = (await post<ImConversation>(demo, '/api/IM/Conversation', { ConversationId: conversation.id })).json.Body;
    expect(afterRead.peerReadId).toBe(last);
    expect((await post<ImConversation>(staff, '/api/IM/Conversation', { ConversationId: conversation.id })).json.Body.unread).toBe(0);
  });

  it('checks the composer limits on the server: blank, 2000 characters', async () => {
    const conversation = await openDirect(demo, DemoUsers.staff.id);
    expect((await sendText(demo, conversation.id, '   ')).json.Msg).toBe(ImMessages.textEmpty);
    expect((await sendText(demo, conversation.id, 'x'.repeat(2001))).json.Msg).toBe(ImMessages.textTooLong(2000));
    expect((await sendText(demo, conversation.id, '😀'.repeat(2000))).json.ErrorCode).toBe(0);
  });

  it('withdraws a message within 2 minutes, for everyone, and refuses after', async () => {
    const conversation = await openDirect(demo, DemoUsers.staff.id);
    const staffClient = await connect(staff);
    const message = (await sendText(demo, conversation.id, 'Oops, wrong chat')).json.Body;
    t.clock.advance(119_000);
    expect((await post(staff, '/api/IM/Retract', { MessageId: message.id })).json.Msg).toBe(ImMessages.notYourMessage);
    const event = staffClient.log.next(ImHubEvent.retracted, ([payload]) => (payload as ImMessage).id === message.id);
    const retracted = await post<ImMessage>(demo, '/api/IM/Retract', { MessageId: message.id });
    expect(retracted.json.Body).toMatchObject({ id: message.id, retracted: true, text: '' });
    expect(await event).toEqual([expect.objectContaining({ id: message.id, retracted: true, text: '' })]);
    const stored = (await history(staff, conversation.id)).Body.find((item) => item.id === message.id);
    expect(stored).toMatchObject({ retracted: true, text: '' });
    expect(JSON.stringify((await history(staff, conversation.id)).Body)).not.toContain('Oops, wrong chat');

    for (const member of await countedUnreadOf(t.database.db, conversation.id)) expect(member.kept).toBe(member.counted);
    const late = (await sendText(demo, conversation.id, 'Too late to take back')).json.Body;
    t.clock.advance(120_001);
    const refused = await post(demo, '/api/IM/Retract', { MessageId: late.id });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ImMessages.retractTooLate });
  });

  it('refuses another user’s conversations and messages, and direct chats with tutors outside one’s groups', async () => {
    const conversation = await openDirect(demo, DemoUsers.staff.id);
    const message = (await sendText(demo, conversation.id, 'Just for Grace')).json.Body;
    for (const [url, body] of [
      ['/api/IM/History', { ConversationId: conversation.id }],
      ['/api/IM/Conversation', { ConversationId: conversation.id }],
      ['/api/IM/Read', { ConversationId: conversation.id, MessageId: message.id }],
    ] as const) {
      const refused = await post(demo2, url, body);
      expect(refused.json.ErrorCode, url).toBe(ErrorCode.NotFound);
      expect(refused.text).not.toContain('Just for Grace');
    }
    expect((await sendText(demo2, conversation.id, 'Sneaking in')).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await post(demo2, '/api/IM/Retract', { MessageId: message.id })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const stranger = await post(demo, '/api/IM/OpenDirect', { UserId: DemoUsers.franchisee.id });
    expect(stranger.json).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: ImMessages.contactNotAllowed });
    // A group mate may be chatted with one-to-one.
    expect((await post(demo, '/api/IM/OpenDirect', { UserId: DemoUsers.demo2.id })).json.ErrorCode).toBe(0);
    const contacts = (await post<{ items: Array<{ userId: number }> }>(demo, '/api/IM/Contacts')).json.Body.items;
    expect(contacts.map((person) => person.userId)).toEqual([DemoUsers.demo2.id, DemoUsers.international.id, DemoUsers.staff.id]);
    expect((await post(demo, '/api/IM/Send', { ConversationId: conversation.id, Kind: 'text', Text: 'x', Extra: 1 })).json.ErrorCode).toBe(ErrorCode.Failed);

    await t.database.db
      .insertInto('im_profiles')
      .values({ user_id: DemoUsers.international.id, user_type: ImUserType.teacher, nickname: 'Intl', enabled: 0 })
      .execute();
    const blocked = await post(intl, '/api/IM/Conversations');
    expect(blocked.json).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: ImMessages.notAuthorized });
    await t.database.db.deleteFrom('im_profiles').where('user_id', '=', DemoUsers.international.id).execute();
  });

  it('masks the nicknames of user types 3, 99 and 17 in every answer and event', async () => {
    await t.database.db
      .insertInto('im_profiles')
      .values({ user_id: DemoUsers.demo2.id, user_type: ImUserType.parent, nickname: 'Margaret Thompson' })
      .execute();
    const demo2User = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', DemoUsers.demo2.id)
      .executeTakeFirstOrThrow();
    const group = (await post<{ items: ImConversation[] }>(demo, '/api/IM/Conversations')).json.Body.items.find((item) => item.kind === ConversationKind.group);
    if (!group) throw new Error('no seeded group');
    const demoClient = await connect(demo);
    const arrived = demoClient.log.next(ImHubEvent.message, ([payload]) => (payload as ImMessage).sender?.userId === DemoUsers.demo2.id);
    const sent = await sendText(demo2, group.id, 'Hello team');
    const event = await arrived;
    const answers = [
      sent.text,
      JSON.stringify(event),
      (await post(demo, '/api/IM/History', { ConversationId: group.id })).text,
      (await post(demo, '/api/IM/Conversations')).text,
      (await post(demo, '/api/IM/Group/Info', { ConversationId: group.id })).text,
      (await post(demo, '/api/IM/Group/Members', { ConversationId: group.id })).text,
      (await post(demo2, '/api/IM/LoginInfo')).text,
    ];
    for (const answer of answers) {
      expect(answer).not.toContain('Margaret Thompson');
      expect(answer).not.toContain('Thompson');
      expect(answer).not.toContain(demo2User.last_name);
      expect(answer).not.toContain(DemoChatStudent.nickname);
    }
    expect(answers[0]).toContain('Mar***');
    expect(answers[4]).toContain('Kim***');
    await t.database.db.deleteFrom('im_profiles').where('user_id', '=', DemoUsers.demo2.id).execute();
  });

  it('applies the group roles: owner, admins and members', async () => {
    expect((await post(demo, '/api/IM/Group/Create', { Name: 'Tutors only', MemberIds: [] })).json.Msg).toBe(ImMessages.onlyStaffCreatesGroups);
    expect((await post(staff, '/api/IM/Group/Create', { Name: 'é'.repeat(16), MemberIds: [] })).json.Msg).toBe(ImMessages.tooManyBytes('name', 30));
    const created = await post<number>(staff, '/api/IM/Group/Create', {
      Name: 'é'.repeat(15),
      MemberIds: [DemoUsers.demo.id, DemoUsers.demo2.id, DemoUsers.international.id],
      Announcement: 'a'.repeat(300),
    });
    expect(created.json.ErrorCode, created.json.Msg).toBe(0);
    const id = created.json.Body;
    const member = (userId: number) => ({ ConversationId: id, UserId: userId });

    expect((await post(demo, '/api/IM/Group/SetAdmin', { ...member(DemoUsers.demo2.id), IsAdmin: true })).json.Msg).toBe(ImMessages.onlyOwnerSetsAdmins);
    expect((await post(staff, '/api/IM/Group/SetAdmin', { ...member(DemoUsers.demo.id), IsAdmin: true })).json.ErrorCode).toBe(0);
    expect((await post(demo2, '/api/IM/Group/RemoveMember', member(DemoUsers.international.id))).json.Msg).toBe(ImMessages.onlyAdminsRemoveMembers);
    expect((await post(demo, '/api/IM/Group/RemoveMember', member(DemoUsers.staff.id))).json.Msg).toBe(ImMessages.ownerCannotBeRemoved);
    expect((await post(demo, '/api/IM/Group/RemoveMember', member(DemoUsers.demo.id))).json.Msg).toBe(ImMessages.cannotRemoveYourself);
    expect((await post(staff, '/api/IM/Group/TransferOwner', member(DemoUsers.demo.id))).json.Msg).toBe(ImMessages.teacherCannotBeOwner);
    expect((await post(demo, '/api/IM/Group/TransferOwner', member(DemoUsers.staff.id))).json.Msg).toBe(ImMessages.onlyOwnerTransfers);
    expect((await post(demo, '/api/IM/Group/Update', { ConversationId: id, Introduction: 'i'.repeat(241) })).json.Msg).toBe(
      ImMessages.tooManyBytes('introduction', 240),
    );
    expect((await post(demo, '/api/IM/Group/Update', { ConversationId: id, Question: 'q'.repeat(201) })).json.Msg).toBe(
      ImMessages.tooManyBytes('question', 200),
    );
    expect((await post(demo, '/api/IM/Group/Update', { ConversationId: id, Announcement: 'b'.repeat(301) })).json.Msg).toBe(
      ImMessages.tooManyBytes('announcement', 300),
    );
    expect((await post(demo2, '/api/IM/Group/Update', { ConversationId: id, Name: 'Renamed' })).json.Msg).toBe(ImMessages.onlyAdminsEdit);
    expect((await post(demo, '/api/IM/Group/Update', { ConversationId: id, Name: 'Renamed' })).json.ErrorCode).toBe(0);

    // An admin removes a member; the removed member is told, and no longer reads the group.
    const removedClient = await connect(intl);
    const told = removedClient.log.next(ImHubEvent.conversation, ([payload]) => (payload as { conversationId: number }).conversationId === id);
    expect((await post(demo, '/api/IM/Group/RemoveMember', member(DemoUsers.international.id))).json.ErrorCode).toBe(0);
    await told;
    expect((await post(intl, '/api/IM/History', { ConversationId: id })).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: ImMessages.groupDissolved });
    // Only the owner removes an admin.
    await post(staff, '/api/IM/Group/AddMember', { ConversationId: id, Email: 'not-an-email' }).then((r) => expect(r.json.Msg).toBe(ImMessages.emailInvalid));
    expect((await post(staff, '/api/IM/Group/SetAdmin', { ...member(DemoUsers.demo2.id), IsAdmin: true })).json.ErrorCode).toBe(0);
    expect((await post(demo, '/api/IM/Group/RemoveMember', member(DemoUsers.demo2.id))).json.Msg).toBe(ImMessages.onlyOwnerRemovesAdmins);
    expect((await post(staff, '/api/IM/Group/RemoveMember', member(DemoUsers.demo2.id))).json.ErrorCode).toBe(0);
    expect((await post(demo, '/api/IM/Group/Leave', { ConversationId: id })).json.ErrorCode).toBe(0);
    expect((await post(staff, '/api/IM/Group/Leave', { ConversationId: id })).json.Msg).toBe(ImMessages.ownerCannotLeave);

    const info = (await post<ImGroupInfo>(staff, '/api/IM/Group/Info', { ConversationId: id })).json.Body;
    expect(info).toMatchObject({ name: 'Renamed', myRole: 'owner', memberCount: 1, moreCount: 0 });
    expect((await post(staff, '/api/IM/Group/Dissolve', { ConversationId: id })).json.ErrorCode).toBe(0);
    expect((await post(staff, '/api/IM/History', { ConversationId: id })).json.Msg).toBe(ImMessages.groupDissolved);
  });

  it('lists at most 10 member names with the count of the rest, owner first', async () => {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const row = await t.database.db
        .insertInto('users')
        .values({
          account: `im.tutor.${index}`,
          first_name: 'Tutor',
          last_name: `${index}`,
          email: `im.tutor.${index}@example.com`,
          avatar: '',
          disabled: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db.insertInto('user_roles').values({ user_id: row.id, role: 'teacher' }).execute();
      ids.push(row.id);
    }
    const id = (await post<number>(staff, '/api/IM/Group/Create', { Name: 'Big group', MemberIds: ids.slice(0, 11) })).json.Body;
    expect((await post(staff, '/api/IM/Group/AddMember', { ConversationId: id, Email: 'IM.Tutor.11@example.com' })).json.ErrorCode).toBe(0);
    expect((await post(staff, '/api/IM/Group/AddMember', { ConversationId: id, Email: 'im.tutor.11@example.com' })).json.Msg).toBe(ImMessages.alreadyMember);
    const info = (await post<ImGroupInfo>(staff, '/api/IM/Group/Info', { ConversationId: id })).json.Body;
    expect(info.members).toHaveLength(10);
    expect(info.members[0]).toMatchObject({ userId: DemoUsers.staff.id, role: 'owner' });
    expect(info).toMatchObject({ memberCount: 13, moreCount: 3 });
  });

  it('sends an image of at least 300 px a side and a file through the upload machinery', async () => {
    const conversation = await openDirect(demo, DemoUsers.staff.id);
    const image = await uploadOneChunk(t, demo, pngBytes(320, 300), 'photo.png', 'ImImage');
    expect(image.ErrorCode, image.Msg).toBe(0);
    const sent = await post<ImMessage>(demo, '/api/IM/Send', { ConversationId: conversation.id, Kind: 'image', FileRef: image.Body?.fileRef });
    expect(sent.json.ErrorCode, sent.json.Msg).toBe(0);
    expect(sent.json.Body.file).toMatchObject({ name: 'photo.png', width: 320, height: 300, contentType: 'image/png' });
    // The other member opens it through the signed link.
    const fetched = await t.app.inject({ method: 'GET', url: sent.json.Body.file?.url ?? '' });
    expect(fetched.statusCode).toBe(200);

    const small = await uploadOneChunk(t, demo, pngBytes(299, 400), 'small.png', 'ImImage');
    expect((await post(demo, '/api/IM/Send', { ConversationId: conversation.id, Kind: 'image', FileRef: small.Body?.fileRef })).json.Msg).toBe(
      ImMessages.imageTooSmall,
    );
    // Someone else's file cannot be sent.
    expect((await post(staff, '/api/IM/Send', { ConversationId: conversation.id, Kind: 'image', FileRef: image.Body?.fileRef })).json.Msg).toBe(
      ImMessages.fileNotFound,
    );
    const pdf = await uploadOneChunk(t, demo, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'notes.pdf', 'ImFile');
    expect(pdf.ErrorCode, pdf.Msg).toBe(0);
    const file = await post<ImMessage>(demo, '/api/IM/Send', { ConversationId: conversation.id, Kind: 'file', FileRef: pdf.Body?.fileRef });
    expect(file.json.Body.file).toMatchObject({ name: 'notes.pdf', contentType: 'application/pdf' });
  });

  it('delivers a class reminder into the chat as well as the message center', async () => {
    const client = await connect(demo2);
    const arrived = client.log.next(ImHubEvent.message, ([payload]) => (payload as ImMessage).kind === 'reminder');
    await sendMessage(t.app, {
      tutorId: DemoUsers.demo2.id,
      kind: MessageKind.reminder,
      title: 'Class reminder',
      content: 'Your class with Leo starts soon.',
      reminderType: ReminderType.class,
      reminderFields: { classid: '777', classtime: '2026-01-01 09:00' },
    });
    const [message] = (await arrived) as [ImMessage];
    expect(message.text).toBe('Class reminder\nYour class with Leo starts soon.\nClass time: 2026-01-01 09:00');
    const list = (await post<{ items: ImConversation[] }>(demo2, '/api/IM/Conversations')).json.Body.items;
    const reminders = list.find((item) => item.kind === ConversationKind.reminders);
    expect(reminders).toMatchObject({ title: 'Class reminders', unread: 1 });
    expect((await sendText(demo2, reminders?.id ?? 0, 'reply')).json.Msg).toBe(ImMessages.sendFailed);
    const counters = (await post<{ im: number; remind: number }>(demo2, '/api/Message/NotReadMsgCount')).json.Body;
    expect(counters.im).toBeGreaterThanOrEqual(1);
  });

  it('loses none of a burst of 1,000 messages', async () => {
    const group = (await post<{ items: ImConversation[] }>(demo, '/api/IM/Conversations')).json.Body.items.find((item) => item.title === 'Manila Team A');
    if (!group) throw new Error('no seeded group');
    const client = await connect(demo);
    const received = new Set<number>();
    client.connection.on(ImHubEvent.message, (message: ImMessage) => {
      if (message.conversationId === group.id) received.add(message.id);
    });
    const sentIds: number[] = [];
    const senders = Array.from({ length: 10 }, async (_, worker) => {
      for (let index = 0; index < 100; index += 1) {
        const result = await sendText(staff, group.id, `Burst ${worker}-${index}`);
        if (result.json.ErrorCode !== 0) throw new Error(result.json.Msg);
        sentIds.push(result.json.Body.id);
      }
    });
    await Promise.all(senders);
    expect(new Set(sentIds).size).toBe(1000);
    await expect.poll(() => received.size, { timeout: 20_000 }).toBe(1000);
    expect([...received].sort((a, b) => a - b)).toEqual([...sentIds].sort((a, b) => a - b));
    // Every one is in the history, paging back 100 at a time.
    const stored = new Set<number>();
    let before: number | undefined;
    for (;;) {
      const page = (await history(demo, group.id, before, 100)).Body;
      if (page.length === 0) break;
      for (const message of page) stored.add(message.id);
      before = page[0]?.id;
    }
    for (const id of sentIds) expect(stored.has(id)).toBe(true);
    expect((await post<ImConversation>(demo, '/api/IM/Conversation', { ConversationId: group.id })).json.Body.unread).toBeGreaterThanOrEqual(1000);
    // The kept unread counts equal what the messages say.
    for (const member of await countedUnreadOf(t.database.db, group.id)) expect(member.kept, `member ${member.user_id}`).toBe(member.counted);
  }, 120_000);
});
