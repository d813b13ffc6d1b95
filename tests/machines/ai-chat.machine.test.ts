import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { AiChatMessages, AiSystemType, type AiConversation, type AiStatus } from '../../src/domain/ai-chat';
import { aiChatMachine } from '../../src/machines/ai-chat.machine';
import type { AiChatStart, AiStreamReport } from '../../src/machines/ai-chat.types';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, silentCallback, withActorEventsWhereRunning } from './path-testing';

const status: AiStatus = { Configured: true, Enabled: true, Model: 'stand-in', UsedTokens: 10, MonthlyCap: 1000, SetupHint: '' };
const conversation: AiConversation = { Id: 7, Title: 'Next week', SystemType: 0, ClassId: 0, UpdatedAt: '2026-11-24T00:00:00Z' };
const start: AiChatStart = { status, conversations: [conversation], total: 1, classes: [] };

const events = withActorEventsWhereRunning([
  { type: 'chat.input', text: 'Which classes do I have?' },
  { type: 'chat.input', text: '' },
  { type: 'chat.send' },
  { type: 'chat.stop' },
  { type: 'chat.retry' },
  { type: 'chat.new' },
  { type: 'chat.open', conversationId: 7 },
  { type: 'chat.rename', conversationId: 7, title: 'Renamed' },
  { type: 'chat.delete', conversationId: 7 },
  { type: 'mind.pick', classId: 3 },
  { type: 'stream.conversation', conversation },
  { type: 'stream.tool', name: 'next_classes', status: 'running' },
  { type: 'stream.delta', text: 'Kenji' },
  { type: 'stream.done', messageId: 9 },
  { type: 'stream.stopped' },
  { type: 'stream.error', message: AiChatMessages.upstreamFailed },
  { type: 'xstate.done.actor.loadStart', output: start },
  { type: 'xstate.done.actor.loadStart', output: { ...start, status: { ...status, Configured: false } } },
  { type: 'xstate.error.actor.loadStart', error: new Error('offline') },
  { type: 'xstate.done.actor.loadConversation', output: { Conversation: conversation, Messages: [] } },
  { type: 'xstate.error.actor.loadConversation', error: new Error(AiChatMessages.conversationNotFound) },
  { type: 'xstate.done.actor.renameConversation', output: { ...conversation, Title: 'Renamed' } },
  { type: 'xstate.error.actor.renameConversation', error: new Error(AiChatMessages.titleInvalid) },
  { type: 'xstate.done.actor.deleteConversation', output: 7 },
  { type: 'xstate.error.actor.deleteConversation', error: new Error(AiChatMessages.conversationNotFound) },
]);

const fakes = {
  'load start': pendingPromise(),
  'load conversation': pendingPromise(),
  'rename conversation': pendingPromise(),
  'delete conversation': pendingPromise(),
  // The path decides what the stream reports.
  ask: silentCallback() as unknown as ReturnType<typeof fromCallback<EventObject, any, AiStreamReport>>,
};

describe('assistant chat machine (model-based)', () => {
  it('replays every generated path of the chat, reaching every transition', () => {
    const machine = aiChatMachine.provide({ actors: fakes });
    // Paths are deduplicated by state and the parts of the context that steer transitions.
    type Steering = { question: string; conversationId: number; classId: number; messages: unknown[]; error: string };
    const steering = (c: Steering) => [c.question !== '', c.conversationId, c.classId, c.messages.length > 0, c.error !== ''];
    const serializeState = (s: { value: unknown; context: Steering }) => JSON.stringify([s.value, ...steering(s.context)]);
    const paths = generatePaths(machine, { events, input: { systemType: AiSystemType.chat }, serializeState: serializeState as never });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(machine, paths, { input: { systemType: AiSystemType.chat }, context: steering });
  });
});

describe('assistant chat behaviour', () => {
  const run = (ask: ReturnType<typeof fromCallback<EventObject, any, AiStreamReport>>, systemType: number = AiSystemType.chat, load: AiChatStart = start) =>
    createActor(aiChatMachine.provide({ actors: { ...fakes, 'load start': fromPromise(async () => load), ask } }), { input: { systemType } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('streams an answer with tool progress, then keeps it in the conversation', async () => {
    const chat = run(
      fromCallback(({ sendBack }) => {
        sendBack({ type: 'stream.conversation', conversation: { ...conversation, Id: 8 } });
        sendBack({ type: 'stream.tool', name: 'next_classes', status: 'running' });
      }),
    );
    await settle();
    chat.send({ type: 'chat.input', text: 'Which classes do I have?' });
    chat.send({ type: 'chat.send' });
    expect(chat.getSnapshot().context).toMatchObject({ tool: 'next_classes', conversationId: 8, total: 2, question: '' });
    chat.send({ type: 'stream.delta', text: 'Kenji ' });
    chat.send({ type: 'stream.delta', text: 'Sato' });
    expect(chat.getSnapshot().context).toMatchObject({ tool: '', partial: 'Kenji Sato' });
    chat.send({ type: 'stream.done', messageId: 9 });
    expect(chat.getSnapshot().value).toBe('idle');
    expect(chat.getSnapshot().context.messages.map((m) => [m.Role, m.Content])).toEqual([
      ['user', 'Which classes do I have?'],
      ['assistant', 'Kenji Sato'],
    ]);
    expect(chat.getSnapshot().context.messages[1]!.Tools).toEqual(['next_classes']);
  });

  it('stops: the abort reaches the stream, and what arrived is kept, marked stopped', async () => {
    const received: string[] = [];
    const chat = run(
      fromCallback(({ receive, sendBack }) => {
        receive((event) => {
          received.push(event.type);
          sendBack({ type: 'stream.stopped' });
        });
      }),
    );
    await settle();
    chat.send({ type: 'chat.input', text: 'Tell me a slow story' });
    chat.send({ type: 'chat.send' });
    chat.send({ type: 'stream.delta', text: 'Once' });
    chat.send({ type: 'chat.stop' });
    expect(received).toEqual(['abort']);
    expect(chat.getSnapshot().value).toBe('idle');
    expect(chat.getSnapshot().context.messages.at(-1)!.Content).toBe(`Once\n\n*${AiChatMessages.stopped}*`);
  });

  it('shows a failure and retries the same question once', async () => {
    const asked: string[] = [];
    const chat = run(
      fromCallback(({ input, sendBack }) => {
        asked.push(input.content);
        if (asked.length === 1) sendBack({ type: 'stream.error', message: AiChatMessages.upstreamFailed });
      }),
    );
    await settle();
    chat.send({ type: 'chat.input', text: 'Why did my points drop?' });
    chat.send({ type: 'chat.send' });
    expect(chat.getSnapshot()).toMatchObject({ value: 'error', context: { error: AiChatMessages.upstreamFailed } });
    chat.send({ type: 'chat.retry' });
    expect(asked).toEqual(['Why did my points drop?', 'Why did my points drop?']);
    expect(chat.getSnapshot().context.messages.filter((m) => m.Role === 'user')).toHaveLength(1);
  });

  it('refuses an empty question, and AI Mind without a class', async () => {
    const chat = run(fakes.ask);
    await settle();
    chat.send({ type: 'chat.send' });
    expect(chat.getSnapshot().context.error).toBe(AiChatMessages.emptyMessage);
    const mind = run(fakes.ask, AiSystemType.mind);
    await settle();
    mind.send({ type: 'chat.input', text: 'Draft it' });
    mind.send({ type: 'chat.send' });
    expect(mind.getSnapshot()).toMatchObject({ value: 'idle', context: { error: AiChatMessages.mindNeedsClass } });
  });

  it('says the assistant is not set up when there is no endpoint', async () => {
    const chat = run(fakes.ask, AiSystemType.chat, { ...start, status: { ...status, Configured: false } });
    await settle();
    expect(chat.getSnapshot().value).toBe('notConfigured');
  });
});
