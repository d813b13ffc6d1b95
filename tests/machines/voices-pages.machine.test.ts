import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { ComplaintMessages, type ComplaintPage, type ComplaintReply } from '../../src/domain/complaints';
import { complaintThreadMachine } from '../../src/machines/complaint-thread.machine';
import { complaintsTabMachine, ownComplaintError } from '../../src/machines/complaints-tab.machine';
import { periodReportMachine } from '../../src/machines/period-report.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const reply = (Id: number, From: string): ComplaintReply => ({ Id, From, Content: `r${Id}`, CreatedAt: '2026-11-01T00:00:00.000Z' });
const empty: ComplaintPage = { Total: 0, Items: [] };
/** Lists grow with every send: states differ by whether there are none, one or more. */
const capped = (context: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(context).map(([k, v]) => [k, Array.isArray(v) ? Math.min(v.length, 2) : v]));
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, capped(s.context as Record<string, unknown>)]);

describe('complaint reply machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'reply.draft', text: 'My router restarted.' },
    { type: 'reply.draft', text: '   ' },
    { type: 'reply.draft', text: 'x'.repeat(501) },
    { type: 'reply.send' },
    { type: 'thread.retry' },
    { type: 'xstate.done.actor.load', output: [reply(1, 'staff')] },
    { type: 'xstate.error.actor.load', error: new Error(ComplaintMessages.notFound) },
    { type: 'xstate.done.actor.send', output: reply(2, 'tutor') },
    { type: 'xstate.error.actor.send', error: new Error('Network error') },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = complaintThreadMachine.provide({ actors: { 'load replies': pendingPromise(), 'send reply': pendingPromise() } });
    const input = { complaintId: 5 };
    const paths = generatePaths(machine, { events, input, serializeState });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input, context: capped });
  }, 60_000);

  it('refuses a blank reply, sends a trimmed one and adds it to the thread', async () => {
    const sent: string[] = [];
    const actor = createActor(
      complaintThreadMachine.provide({
        actors: {
          'load replies': fromPromise(async () => [reply(1, 'staff')]),
          'send reply': fromPromise<ComplaintReply, { complaintId: number; content: string }>(async ({ input }) => {
            sent.push(input.content);
            return reply(2, 'tutor');
          }),
        },
      }),
      { input: { complaintId: 5 } },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'reply.send' });
    expect(actor.getSnapshot().context.draftError).toBe(ComplaintMessages.replyRequired);
    actor.send({ type: 'reply.draft', text: '  Sorry, my router.  ' });
    actor.send({ type: 'reply.send' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual(['Sorry, my router.']);
    expect(actor.getSnapshot().context.replies.map((r) => r.From)).toEqual(['staff', 'tutor']);
  });
});

describe('complaints tab machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'received.page', pageIndex: 2 },
    { type: 'complaints.reload' },
    { type: 'thread.toggle', id: 3 },
    { type: 'own.edit', field: 'classId', value: '50198' },
    { type: 'own.edit', field: 'type', value: 'Other' },
    { type: 'own.edit', field: 'content', value: 'Camera off all class.' },
    { type: 'own.submit' },
    { type: 'xstate.done.actor.load', output: { received: empty, own: empty } },
    { type: 'xstate.error.actor.load', error: new Error('Network error') },
    { type: 'xstate.done.actor.file', output: ComplaintMessages.filed },
    { type: 'xstate.error.actor.file', error: new Error(ComplaintMessages.classNotFound) },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = complaintsTabMachine.provide({ actors: { 'load complaints': pendingPromise(), 'file complaint': pendingPromise() } });
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);

  it("checks the tutor's own complaint before sending", () => {
    expect(ownComplaintError({ classId: 'x', type: 'Other', content: 'a' })).toBe(ComplaintMessages.classNotFound);
    expect(ownComplaintError({ classId: '12', type: '', content: 'a' })).toBe(ComplaintMessages.typeRequired);
    expect(ownComplaintError({ classId: '12', type: 'Other', content: ' ' })).toBe(ComplaintMessages.contentRequired);
    expect(ownComplaintError({ classId: '12', type: 'Other', content: 'x'.repeat(501) })).toBe(ComplaintMessages.contentTooLong);
    expect(ownComplaintError({ classId: '12', type: 'Other', content: 'ok' })).toBeNull();
  });
});

describe('period report machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'period.change', period: { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-01T00:00:00.000Z' } },
    { type: 'report.reload' },
    { type: 'report.submit', payload: { ClassId: 1, Rating: 5, Content: 'Good' } },
    { type: 'xstate.done.actor.load', output: [{ ClassId: 1 }] },
    { type: 'xstate.error.actor.load', error: new Error('Network error') },
    { type: 'xstate.done.actor.submit', output: ComplaintMessages.feedbackSaved },
    { type: 'xstate.error.actor.submit', error: new Error(ComplaintMessages.feedbackExists) },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = periodReportMachine.provide({ actors: { 'load report': pendingPromise(), 'submit row': pendingPromise() } });
    const input = { period: { startTime: '2026-09-01T00:00:00.000Z', endTime: '2026-10-01T00:00:00.000Z' } };
    const paths = generatePaths(machine, { events, input });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 60_000);
});

describe('comments page machine (model-based)', () => {
  it('replays every generated path, reaching every transition', async () => {
    const { commentsPageMachine } = await import('../../src/machines/comments-page.machine');
    const events = withActorEventsWhereRunning([
      { type: 'comments.level', level: 1 },
      { type: 'comments.label', label: 'Patient' },
      { type: 'comments.label', label: null },
      { type: 'comments.page', pageIndex: 2 },
      { type: 'comments.reload' },
      {
        type: 'xstate.done.actor.load',
        output: { comments: { Disabled: false, Total: 0, Items: [] }, view: { Disabled: false, Total: 0, Good: 0, Average: 0, Poor: 0, Labels: [] } },
      },
      { type: 'xstate.error.actor.load', error: new Error('Network error') },
    ]);
    const machine = commentsPageMachine.provide({ actors: { 'load comments': pendingPromise() } });
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);
});

describe('referral add machine (model-based)', () => {
  it('replays every generated path, reaching every transition', async () => {
    const { referralAddMachine } = await import('../../src/machines/referral-add.machine');
    const fill = (['FirstName', 'LastName', 'Email', 'MobileNumber', 'Country'] as const).map((field) => ({
      type: 'referral.edit',
      field,
      value: field === 'Email' ? 'ana@example.com' : 'x',
    }));
    const events = withActorEventsWhereRunning([
      ...fill,
      { type: 'referral.edit', field: 'Email', value: 'nope' },
      { type: 'referral.submit' },
      { type: 'referral.reset' },
      { type: 'xstate.done.actor.apply', output: 'Your referral has been submitted.' },
      { type: 'xstate.error.actor.apply', error: new Error('This e-mail has already been referred.') },
    ]);
    const machine = referralAddMachine.provide({ actors: { 'apply tutor': pendingPromise() } });
    const paths = generatePaths(machine, { events, serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]) });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  }, 120_000);

  it('refuses before sending and shows the server Msg as an error', async () => {
    const { referralAddMachine } = await import('../../src/machines/referral-add.machine');
    const notices: Array<{ severity: string; message: string }> = [];
    const actor = createActor(
      referralAddMachine.provide({ actors: { 'apply tutor': fromPromise(async () => Promise.reject(new Error('This e-mail has already been referred.'))) } }),
    );
    actor.on('notify', (n) => notices.push(n));
    actor.start();
    actor.send({ type: 'referral.submit' });
    expect(actor.getSnapshot().context.errors.FirstName).toBe('Required.');
    for (const [field, value] of [
      ['FirstName', 'Ana'],
      ['LastName', 'Cruz'],
      ['Email', 'ana@example.com'],
      ['MobileNumber', '0917'],
      ['Country', 'PH'],
    ] as const)
      actor.send({ type: 'referral.edit', field, value });
    actor.send({ type: 'referral.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notices).toEqual([expect.objectContaining({ severity: 'error', message: 'This e-mail has already been referred.' })]);
  });
});

describe('referrals page machine (model-based)', () => {
  it('replays every generated path, reaching every transition', async () => {
    const { referralsPageMachine } = await import('../../src/machines/referrals-page.machine');
    const events = withActorEventsWhereRunning([
      { type: 'referrals.reload' },
      { type: 'track.open', applyId: 4 },
      { type: 'xstate.done.actor.load', output: { link: 'https://portal/apply?ref=T1', page: { Total: 0, Items: [] } } },
      { type: 'xstate.error.actor.load', error: new Error('Network error') },
      { type: 'xstate.done.actor.track', output: [{ Step: 'Applied', At: '2026-11-01T00:00:00.000Z' }] },
      { type: 'xstate.error.actor.track', error: new Error('This application does not exist.') },
    ]);
    const machine = referralsPageMachine.provide({ actors: { 'load referrals': pendingPromise(), 'load track': pendingPromise() } });
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);
});
