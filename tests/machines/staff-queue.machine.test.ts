import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { QUEUE_DECISIONS, type StaffPageOf, type StaffQueue } from '../../src/domain/staff-audits';
import type { AuditLogItem } from '../../src/domain/staff-console';
import { queueItemKey, staffQueueMachine, type DecisionResult, type QueueDecision, type QueueItem } from '../../src/machines/staff-queue.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const leave = { Id: 7, Tuid: 100481, Account: 'auditleave', Name: 'Nina Reyes', Reason: 'Family event.' };
const page: StaffPageOf<QueueItem> = { Total: 1, Items: [leave] };
const empty: StaffPageOf<QueueItem> = { Total: 0, Items: [] };
const result: DecisionResult = { message: 'Approve: done for Nina Reyes.', tutorId: 100481 };
const entry: AuditLogItem = {
  Id: 50,
  ActorId: 100240,
  ActorAccount: 'staff',
  Action: 'leave.approve',
  SubjectType: 'tutor_leave',
  SubjectId: '7',
  TutorId: 100481,
  Before: '{"status":0}',
  After: '{"status":1}',
  CreatedAt: '2026-11-24T06:00:00.000Z',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff queue machine (model-based)', () => {
  it('replays every generated path on a live actor, reaching every transition', () => {
    const machine = staffQueueMachine.provide({ actors: { loadPage: pendingPromise(), decide: pendingPromise(), loadAuditEntry: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadPage', output: page },
      { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
      { type: 'queue.retry' },
      { type: 'queue.page', pageIndex: 2 },
      { type: 'queue.open', key: '7' },
      { type: 'queue.close' },
      { type: 'queue.decide', item: leave, action: 'approve', text: '' },
      { type: 'queue.decide', item: leave, action: 'refuse', text: '  ' },
      { type: 'xstate.done.actor.decide', output: result },
      { type: 'xstate.error.actor.decide', error: new Error('This leave has already been reviewed.') },
      { type: 'xstate.done.actor.loadAuditEntry', output: entry },
      { type: 'xstate.error.actor.loadAuditEntry', error: new Error('offline') },
    ]);
    const paths = generatePaths(machine, { events, input: { queue: 'leaves' }, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input: { queue: 'leaves' } });
  });
});

describe('staff queue behaviour', () => {
  it('refuses a refusal without a reason before sending, approves, shows the result and its audit entry, and reloads without the item', async () => {
    const decisions: QueueDecision[] = [];
    const auditReads: number[] = [];
    let loads = 0;
    const machine = staffQueueMachine.provide({
      actors: {
        loadPage: fromPromise<StaffPageOf<QueueItem>, { queue: StaffQueue; pageIndex: number }>(async () => (loads++ === 0 ? page : empty)),
        decide: fromPromise<DecisionResult, QueueDecision>(async ({ input }) => {
          decisions.push(input);
          return result;
        }),
        loadAuditEntry: fromPromise<AuditLogItem | null, { tutorId: number }>(async ({ input }) => {
          auditReads.push(input.tutorId);
          return entry;
        }),
      },
    });
    const actor = createActor(machine, { input: { queue: 'leaves' } }).start();
    await settle();
    actor.send({ type: 'queue.open', key: queueItemKey(leave) });
    expect(actor.getSnapshot().context.openKey).toBe('7');
    actor.send({ type: 'queue.decide', item: leave, action: 'refuse', text: ' ' });
    expect(actor.getSnapshot().context.failure).toBe(QUEUE_DECISIONS.leaves.actions[1]!.textRequired);
    expect(decisions).toEqual([]);
    actor.send({ type: 'queue.decide', item: leave, action: 'approve', text: ' Enjoy. ' });
    await settle();
    await settle();
    expect(decisions).toEqual([{ queue: 'leaves', item: leave, action: 'approve', text: 'Enjoy.' }]);
    expect(auditReads).toEqual([100481]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ result, auditEntry: entry, openKey: null, page: empty, failure: '' });
  });

  it('keys an item by its own id, or by its tutor for the one-per-tutor queues', () => {
    expect(queueItemKey({ Id: 3, Tuid: 9 })).toBe('3');
    expect(queueItemKey({ Tuid: 9, Name: 'Jose Tan' })).toBe('9');
  });
});
