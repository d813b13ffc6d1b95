import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiChatMessages, AiSystemType, splitLessonDraft } from '../../src/domain/ai-chat';
import { ErrorCode } from '../../src/domain/error-codes';
import { AiChatTutors } from '../../server/seed/ai-chat.seed';
import { startStandIn, type StandIn } from '../support/openai-stand-in';
import { signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

interface StreamEvent {
  event: string;
  data: Record<string, any>;
}

/** The server-sent events of a Send answer, in order. */
function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, any>;
      return { event, data };
    });
}

describe(`the assistant (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let standIn: StandIn;
  let t: TestApp;
  let token: string;
  let token2: string;
  let ownClasses: Array<{ ClassId: number; StudentName: string }>;
  let otherClassId: number;

  beforeAll(async () => {
    standIn = await startStandIn();
    t = await startTestApp({ env: { AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-test', AI_MODEL: 'stand-in', AI_MONTHLY_TOKEN_CAP: '100000' } });
    token = await t.login(AiChatTutors.aichat.account, AiChatTutors.aichat.password);
    token2 = await t.login(AiChatTutors.aichat2.account, AiChatTutors.aichat2.password);
    ownClasses = (await t.call<{ Classes: Array<{ ClassId: number; StudentName: string }> }>('POST', '/api/AiChat/MindClasses', { token, body: {} })).json.Body
      .Classes;
    otherClassId = (await t.call<{ Classes: Array<{ ClassId: number }> }>('POST', '/api/AiChat/MindClasses', { token: token2, body: {} })).json.Body.Classes[0]!
      .ClassId;
    // Seeding the demo provider on a busy PostgreSQL can take over a minute.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await standIn.close();
  });

  const send = (body: Record<string, string | number>, as = token) => t.call('POST', '/api/AiChat/Send', { token: as, body });

  it('streams an answer naming the next classes, read through the next-classes tool', async () => {
    expect(ownClasses.map((c) => c.StudentName)).toEqual(['Kenji Sato', 'Emma Schulz', 'Emma Schulz']);
    const result = await send({ content: 'Which classes do I have next week?' });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(result.text);
    expect(events[0]!.event).toBe('conversation');
    expect(events.filter((e) => e.event === 'tool').map((e) => `${e.data['Name']}:${e.data['Status']}`)).toEqual(['next_classes:running', 'next_classes:done']);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((e) => e.data['Text']).join('');
    expect(text).toContain('Kenji Sato');
    expect(text).toContain('Emma Schulz');
    expect(events.at(-1)!.event).toBe('done');
    // The key goes upstream; no tool offered to the model takes a tutor id.
    expect(standIn.requests.at(-1)!.authorization).toBe('Bearer sk-test');
    for (const tool of standIn.requests.at(-1)!.tools ?? []) expect(JSON.stringify(tool.function.parameters)).not.toMatch(/tutor|user/i);

    const conversationId = events[0]!.data['Conversation'].Id as number;
    const stored = await t.call<{ Messages: Array<{ Role: string; Content: string; Tools: string[] }> }>('POST', '/api/AiChat/Messages', {
      token,
      body: { conversationId },
    });
    expect(stored.json.Body.Messages.map((m) => m.Role)).toEqual(['user', 'assistant']);
    expect(stored.json.Body.Messages[1]!.Content).toBe(text);
    expect(stored.json.Body.Messages[1]!.Tools).toEqual(['next_classes']);
  });

  it('lists, renames and deletes only the tutor’s own conversations', async () => {
    const list = await t.call<{ Total: number; List: Array<{ Id: number; Title: string }> }>('POST', '/api/AiChat/Conversations', {
      token,
      body: { pageIndex: 1, pageSize: 10 },
    });
    expect(list.json.Body.Total).toBeGreaterThanOrEqual(1);
    const id = list.json.Body.List[0]!.Id;
    expect(list.json.Body.List[0]!.Title).toBe('Which classes do I have next week?');
    // The other tutor sees none of it and can change none of it.
    expect((await t.call<{ Total: number }>('POST', '/api/AiChat/Conversations', { token: token2, body: {} })).json.Body.Total).toBe(0);
    expect((await t.call('POST', '/api/AiChat/Messages', { token: token2, body: { conversationId: id } })).json.Msg).toBe(AiChatMessages.conversationNotFound);
    expect((await t.call('POST', '/api/AiChat/Rename', { token: token2, body: { conversationId: id, title: 'Mine now' } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect((await t.call('POST', '/api/AiChat/Delete', { token: token2, body: { conversationId: id } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await send({ conversationId: id, content: 'hello' }, token2)).json.Msg).toBe(AiChatMessages.conversationNotFound);

    expect((await t.call('POST', '/api/AiChat/Rename', { token, body: { conversationId: id, title: '   ' } })).json.Msg).toBe(AiChatMessages.titleInvalid);
    const renamed = await t.call<{ Title: string }>('POST', '/api/AiChat/Rename', { token, body: { conversationId: id, title: 'Next week' } });
    expect(renamed.json.Body.Title).toBe('Next week');
    expect((await t.call('POST', '/api/AiChat/Delete', { token, body: { conversationId: id } })).json.ErrorCode).toBe(0);
    expect((await t.call('POST', '/api/AiChat/Messages', { token, body: { conversationId: id } })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('refuses another tutor’s class in a tool call and in AI Mind', async () => {
    const events = eventsOf((await send({ content: `What are the materials of class ${otherClassId}?` })).text);
    expect(events.find((e) => e.event === 'tool')!.data['Name']).toBe('class_materials');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data['Text'])
      .join('');
    expect(text).toContain('I could not read that');
    expect(text).not.toContain('Lesson');
    const mind = await send({ content: 'Draft my lesson plan.', systemType: AiSystemType.mind, classId: otherClassId });
    expect(mind.json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await send({ content: 'Draft my lesson plan.', systemType: AiSystemType.mind })).json.Msg).toBe(AiChatMessages.mindNeedsClass);
  });

  it('drafts a lesson plan and a remark for one of the tutor’s classes (AI Mind)', async () => {
    const kenji = ownClasses[0]!;
    const events = eventsOf((await send({ content: 'Draft my lesson plan and remark.', systemType: AiSystemType.mind, classId: kenji.ClassId })).text);
    expect(events.filter((e) => e.event === 'tool' && e.data['Status'] === 'done').map((e) => e.data['Name'])).toEqual(['class_materials', 'student_profile']);
    const draft = splitLessonDraft(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data['Text'])
        .join(''),
    );
    expect(draft.lessonPlan).toContain('Kenji Sato');
    expect(draft.remark).toContain('Kenji Sato');
    expect(events[0]!.data['Conversation'].ClassId).toBe(kenji.ClassId);
  });

  it('refuses empty questions and answers bad input with the envelope', async () => {
    expect((await send({ content: '   ' })).json.Msg).toBe(AiChatMessages.emptyMessage);
    expect((await send({ content: 'x'.repeat(4001) })).json.Msg).toBe(AiChatMessages.messageTooLong);
  });

  it('stops upstream when the page closes the stream, keeping what arrived', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const body = { content: 'Tell me a slow story' };
    const response = await fetch(`${address}/api/AiChat/Send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...signHeaders(t.config, {}, body) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('word3 ')) received += new TextDecoder().decode((await reader.read()).value);
    const before = standIn.aborted();
    controller.abort();
    await expect.poll(() => standIn.aborted()).toBe(before + 1);
    const list = await t.call<{ List: Array<{ Id: number }> }>('POST', '/api/AiChat/Conversations', { token, body: {} });
    await expect
      .poll(async () => {
        const messages = await t.call<{ Messages: Array<{ Content: string }> }>('POST', '/api/AiChat/Messages', {
          token,
          body: { conversationId: list.json.Body.List[0]!.Id },
        });
        return messages.json.Body.Messages.at(-1)?.Content ?? '';
      })
      .toContain(AiChatMessages.stopped);
  });

  it('records tokens per tutor per month and refuses past the cap', async () => {
    const status = await t.call<{ UsedTokens: number; MonthlyCap: number; Configured: boolean }>('POST', '/api/AiChat/Status', { token, body: {} });
    expect(status.json.Body.Configured).toBe(true);
    expect(status.json.Body.UsedTokens).toBeGreaterThan(0);
    expect((await t.call<{ UsedTokens: number }>('POST', '/api/AiChat/Status', { token: token2, body: {} })).json.Body.UsedTokens).toBe(0);
    const month = (await t.database.db.selectFrom('ai_token_usage').select('month').where('user_id', '=', AiChatTutors.aichat.id).executeTakeFirstOrThrow())
      .month;
    await t.database.db
      .updateTable('ai_token_usage')
      .set({ prompt_tokens: 100_000 })
      .where('user_id', '=', AiChatTutors.aichat.id)
      .where('month', '=', month)
      .execute();
    const refused = await send({ content: 'Which classes do I have?' });
    expect(refused.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: AiChatMessages.capReached, Body: null });
    // The other tutor's allowance is their own.
    expect(eventsOf((await send({ content: 'hello' }, token2)).text).at(-1)!.event).toBe('done');
  });
});

describe(`the assistant not set up (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 180_000);
  afterAll(async () => t?.close());

  it('says so to the tutor, tells staff how to set it up, and refuses questions', async () => {
    const token = await t.login(AiChatTutors.aichat.account, AiChatTutors.aichat.password);
    const status = await t.call<{ Configured: boolean; SetupHint: string }>('POST', '/api/AiChat/Status', { token, body: {} });
    expect(status.json.Body).toMatchObject({ Configured: false, SetupHint: '' });
    const staff = await t.login('staff', 'staff1234');
    expect((await t.call<{ SetupHint: string }>('POST', '/api/AiChat/Status', { token: staff, body: {} })).json.Body.SetupHint).toBe(AiChatMessages.staffSetup);
    expect((await t.call('POST', '/api/AiChat/Send', { token, body: { content: 'hello' } })).json.Msg).toBe(AiChatMessages.notConfigured);
    // The conversation list still answers (empty), so the page works.
    expect((await t.call<{ Total: number }>('POST', '/api/AiChat/Conversations', { token, body: {} })).json.Body.Total).toBe(0);
  });
});
