import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { HubEvent } from '../../src/domain/realtime';
import { realtimeMachine } from '../../src/machines/realtime.machine';
import { pendingPromise, silentCallback } from './path-testing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime: a staff reply to a feedback (issue 21)', () => {
  it('emits feedback.replied for TutorFeedbackReplied, and for no other event', async () => {
    const machine = realtimeMachine.provide({
      actors: {
        'hub connection': fromCallback(({ sendBack }) => {
          queueMicrotask(() => sendBack({ type: 'hub.connected' }));
          return () => {};
        }) as never,
        'tab coordination': silentCallback() as never,
        'load counters': pendingPromise(),
      },
      actions: { reportCounters: () => {}, openDialog: () => {}, closeDialog: () => {}, reportUnauthorized: () => {}, reportRevoked: () => {} },
    });
    const actor = createActor(machine).start();
    const heard: string[] = [];
    actor.on('feedback.replied', (event) => void heard.push(event.type));
    actor.send({ type: 'realtime.start', teacherId: 100483, enabled: true, hubUrl: '/hubs/notice' });
    await settle();
    actor.send({ type: 'hub.event', name: HubEvent.classChanged, payload: [{ classId: 7 }] } as never);
    expect(heard).toEqual([]);
    actor.send({ type: 'hub.event', name: HubEvent.feedbackReplied, payload: [{ feedbackId: 12 }] } as never);
    expect(heard).toEqual(['feedback.replied']);
    actor.stop();
  });
});
