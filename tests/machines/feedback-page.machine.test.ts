import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { FeedbackMessages, type FeedbackPage, type FeedbackRecord, type FeedbackReply } from '../../src/domain/feedback';
import { feedbackPageMachine } from '../../src/machines/feedback-page.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const item = (ID: number, unread: boolean): FeedbackRecord => ({
  ID,
  Type: 1,
  TypeName: 'Salary concern',
  Clid: null,
  Respondents: '',
  Remark: 'Pay.',
  File: 'f',
  FileUrl: '/f',
  Status: 1,
  StatusText: 'Replied',
  CreatedAt: '2026-11-01T00:00:00.000Z',
  UpdatedAt: '2026-11-01T00:00:00.000Z',
  HasUnreadReply: unread,
  CanEdit: false,
  Penalty: [],
});
const page: FeedbackPage = { Total: 2, Items: [item(1, true), item(2, false)] };
const staffReply: FeedbackReply = { Id: 9, From: 'staff', Remark: 'Fixed.', CreatedAt: '2026-11-02T00:00:00.000Z' };

const events = withActorEventsWhereRunning([
  { type: 'list.filter', filter: { type: 1, status: null } },
  { type: 'list.page', pageIndex: 2 },
  { type: 'list.reload' },
  { type: 'thread.open', id: 1 },
  { type: 'thread.close' },
  { type: 'thread.draft', text: 'Thanks.' },
  { type: 'thread.send' },
  { type: 'xstate.done.actor.list', output: page },
  { type: 'xstate.error.actor.list', error: new Error('Network error') },
  { type: 'xstate.done.actor.replies', output: [staffReply] },
  { type: 'xstate.error.actor.replies', error: new Error(FeedbackMessages.notFound) },
  { type: 'xstate.done.actor.reply', output: { ...staffReply, Id: 10, From: 'tutor', Remark: 'Thanks.' } },
  { type: 'xstate.error.actor.reply', error: new Error('Network error') },
]);

describe('feedback page machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = feedbackPageMachine.provide({
      actors: { 'load list': pendingPromise(), 'load replies': pendingPromise(), 'send reply': pendingPromise() },
    });
    // Replies grow with every send: states differ by whether there are none, one or more.
    const projection = (context: { replies: unknown[] }) => ({ ...context, replies: Math.min(context.replies.length, 2) });
    const paths = generatePaths(machine, { events, serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, projection(s.context)]) });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(machine, paths, { context: projection });
  }, 120_000);
});

describe('feedback page behaviour', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  it('reading a thread clears the row mark and tells the sidebar; a blank reply is refused before sending', async () => {
    let read = 0;
    const sent: string[] = [];
    const actor = createActor(
      feedbackPageMachine.provide({
        actors: {
          'load list': fromPromise(async () => page),
          'load replies': fromPromise(async () => [staffReply]),
          'send reply': fromPromise(async ({ input }: { input: { id: number; text: string } }) => {
            sent.push(input.text);
            return { ...staffReply, Id: 10, From: 'tutor', Remark: input.text };
          }),
        },
        actions: { feedbackRead: () => (read += 1) },
      }),
    ).start();
    await settle();
    actor.send({ type: 'thread.open', id: 1 });
    await settle();
    expect(actor.getSnapshot().context.page.Items[0]!.HasUnreadReply).toBe(false);
    expect(read).toBe(1);
    actor.send({ type: 'thread.send' });
    expect(actor.getSnapshot().context.draftError).toBe(FeedbackMessages.replyRequired);
    actor.send({ type: 'thread.draft', text: ' Thank you ' });
    actor.send({ type: 'thread.send' });
    await settle();
    expect(sent).toEqual(['Thank you']);
    expect(actor.getSnapshot().context.replies.map((r) => r.From)).toEqual(['staff', 'tutor']);
  });
});
