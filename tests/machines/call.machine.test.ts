import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { CallMessages, IM_CALL_INVITE_TIMEOUT_MS, ImMessages } from '../../src/domain/im';
import { callMachine, type CallEvent, type PeerInput } from '../../src/machines/call.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const invite = { callId: 11, conversationId: 3, mediaType: 2, from: { userId: 100232, nickname: 'Joseph Reyes', userType: 1, avatar: '' } };
const domError = (name: string) => Object.assign(new Error(name), { name });

const ev = {
  start: { type: 'call.start', conversationId: 3, mediaType: 2, peerName: 'Joseph Reyes' },
  incoming: { type: 'call.incoming', invite },
  mediaOpen: { type: 'xstate.done.actor.media' },
  mediaDenied: { type: 'xstate.error.actor.media', error: domError('NotAllowedError') },
  invited: { type: 'xstate.done.actor.invite', output: { callId: 11 } },
  inviteFailed: {
    type: 'xstate.error.actor.invite',
    error: new Error(`An unexpected error occurred invoking 'ImCallInvite' on the server. HubException: ${ImMessages.callBusy}`),
  },
  accepted: { type: 'hub.callAccepted', callId: 11 },
  acceptedOther: { type: 'hub.callAccepted', callId: 99 },
  declined: { type: 'hub.callDeclined', callId: 11, text: 'Declined video call' },
  accept: { type: 'call.accept' },
  decline: { type: 'call.decline' },
  answerDone: { type: 'xstate.done.actor.accept' },
  answerFailed: { type: 'xstate.error.actor.accept', error: new Error(ImMessages.callUnavailable) },
  signal: { type: 'hub.callSignal', callId: 11, payload: { description: { type: 'offer', sdp: 'v=0' } } },
  connected: { type: 'peer.connected' },
  failed: { type: 'peer.failed' },
  remoteEnded: { type: 'hub.callEnded', callId: 11, reason: 'ended' },
  answeredHere: { type: 'hub.callEnded', callId: 11, reason: 'answered' },
  hangup: { type: 'call.hangup' },
  close: { type: 'call.close' },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function machine(effects: string[] = []) {
  return callMachine.provide({
    actors: { 'open media': pendingPromise(), invite: pendingPromise(), accept: pendingPromise(), peer: fromCallback<CallEvent, PeerInput>(() => () => {}) },
    actions: {
      decline: (_, params) => void effects.push(`decline ${params.callId}`),
      hangUp: (_, params) => void effects.push(`hangUp ${params.callId}${params.timedOut ? ' (timed out)' : ''}`),
      releaseMedia: () => void effects.push('release'),
    },
  });
}

describe('call (model-based)', () => {
  it('reaches every transition, the 30 s invite timeout on a simulated clock included', () => {
    const subject = machine();
    const paths = generatePaths(subject, { events: eventsWhereActive(subject, Object.values(ev)) });
    expect(paths.length).toBeGreaterThan(40);
    expectEveryTransitionCovered(subject, paths);
  }, 120_000);

  it('rings for 30 s, then hangs up as timed out and says no answer', () => {
    const effects: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(machine(effects), { clock }).start();
    for (const event of [ev.start, ev.mediaOpen, ev.invited]) actor.send(event as never);
    expect(actor.getSnapshot().matches({ outgoing: 'ringing' })).toBe(true);
    clock.increment(IM_CALL_INVITE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ outgoing: 'ringing' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.notice).toBe(CallMessages.noAnswer);
    expect(effects).toEqual(['hangUp 11 (timed out)', 'release']);
  });

  it('an unanswered incoming card stops ringing after 30 s', () => {
    const clock = new SimulatedClock();
    const actor = createActor(machine(), { clock }).start();
    actor.send(ev.incoming as never);
    clock.increment(IM_CALL_INVITE_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('connects after the other side accepts, and hangs up', () => {
    const effects: string[] = [];
    const run = replayPath(machine(effects), scenarioPath(machine(), [ev.start, ev.mediaOpen, ev.invited, ev.accepted, ev.connected, ev.hangup]));
    expect(run.actor.getSnapshot().value).toBe('ended');
    expect(effects).toEqual(['hangUp 11', 'release']);
  });

  it('shows the device and decline texts', () => {
    expect(scenarioPath(machine(), [ev.start, ev.mediaDenied]).state.context.notice).toBe(CallMessages.deviceNotAllowed);
    expect(scenarioPath(machine(), [ev.start, ev.mediaOpen, ev.inviteFailed]).state.context.notice).toBe(ImMessages.callBusy);
    expect(scenarioPath(machine(), [ev.start, ev.mediaOpen, ev.invited, ev.declined]).state.context.notice).toBe('Declined video call');
    const effects: string[] = [];
    replayPath(machine(effects), scenarioPath(machine(), [ev.incoming, ev.decline]));
    expect(effects).toEqual(['decline 11']);
  });
});
