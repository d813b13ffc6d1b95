import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { callCardEffectOf, rejectNoteOf } from '../../src/domain/call-card';
import { IM_CALL_INVITE_TIMEOUT_MS } from '../../src/domain/im';
import { callCardMachine } from '../../src/machines/call-card.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const opened: string[] = [];
const reported: unknown[] = [];
const machine = callCardMachine.provide({
  actors: { fetchTemporaryLink: pendingPromise(), reject: pendingPromise() },
  actions: { openCallWindow: (_, url) => void opened.push(url), reportError: (_, error) => void reported.push(error) },
});
const invite = (callId: number, mediaType: number) => ({
  callId,
  conversationId: 4,
  mediaType,
  from: { userId: 100232, nickname: 'Ana', userType: 1, avatar: '' },
});
const ringing = (callId = 7, mediaType = 1) => ({ type: 'call.incoming', invite: invite(callId, mediaType) });
const id = (state: string) => `0.callCard.${state}`;
const linked = { type: `xstate.done.actor.${id('fetchingLink')}`, output: '/loginAuto?code=abc&then=%2Fim%3Fanswer%3D7' };
const linkFailed = { type: `xstate.error.actor.${id('fetchingLink')}`, error: new Error('offline') };
const rejected = { type: `xstate.done.actor.${id('declining')}`, output: true };
const rejectFailed = { type: `xstate.error.actor.${id('declining')}`, error: new Error('gone') };
const events = [
  ringing(),
  { type: 'call.ended', callId: 7 },
  { type: 'call.ended', callId: 8 },
  { type: 'card.accept' },
  { type: 'card.decline' },
  linked,
  linkFailed,
  rejected,
  rejectFailed,
] as Array<{ type: string }>;

function live(signedInToMessaging: boolean) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { signedInToMessaging } }).start();
  return { actor, clock, send: (event: object) => actor.send(event as never) };
}

describe('incoming call card machine (model-based, simulated clock)', () => {
  it('reaches every transition signed in to messaging and not, asserting state and context at every step', () => {
    for (const signedInToMessaging of [true, false]) {
      const input = { signedInToMessaging };
      expectEveryTransitionCovered(
        machine,
        generatePaths(machine, { events: eventsWhereActive(machine, events), input }),
        { input },
        {
          ...(signedInToMessaging
            ? {
                'callCard.ringing --card.accept[1]-->': 'signed in, accepting opens the window at once (the other run walks it)',
                'callCard.fetchingLink --xstate.done.actor.0.callCard.fetchingLink[0]-->': 'no link is fetched when signed in',
                'callCard.fetchingLink --xstate.error.actor.0.callCard.fetchingLink[0]-->': 'no link is fetched when signed in',
              }
            : { 'callCard.ringing --card.accept[0]-->': 'not signed in, a link is fetched first (the other run walks it)' }),
        },
      );
    }
  });

  it('signed in to messaging, Accept opens the 500x500 call window on the call at once and hides the card', () => {
    opened.length = 0;
    const { actor, send } = live(true);
    send(ringing(7));
    expect(actor.getSnapshot().context.invite?.callId).toBe(7);
    send({ type: 'card.accept' });
    expect(opened).toEqual(['/im?answer=7']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.invite).toBeNull();
  });

  it('not signed in, Accept fetches the temporary link first and opens it; a failed fetch keeps the card ringing', () => {
    opened.length = 0;
    reported.length = 0;
    const { actor, send } = live(false);
    send(ringing(7));
    send({ type: 'card.accept' });
    expect(actor.getSnapshot().value).toBe('fetchingLink');
    expect(opened).toEqual([]);
    send(linkFailed);
    expect(actor.getSnapshot().value).toBe('ringing');
    expect(reported).toHaveLength(1);
    send({ type: 'card.accept' });
    send(linked);
    expect(opened).toEqual(['/loginAuto?code=abc&then=%2Fim%3Fanswer%3D7']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Decline sends the reject message naming audio for media type 1 and video otherwise, and hides the card', () => {
    expect(rejectNoteOf(1)).toBe("Sorry, I can't take an audio call right now.");
    expect(rejectNoteOf(2)).toBe("Sorry, I can't take a video call right now.");
    expect(rejectNoteOf(0)).toBe("Sorry, I can't take a video call right now.");
    const { actor, send } = live(true);
    send(ringing(9, 2));
    send({ type: 'card.decline' });
    expect(actor.getSnapshot().value).toBe('declining');
    send(rejectFailed);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('rings for 30 s at most, and stops when the caller gives up or another tab answers (that call only)', () => {
    const { actor, clock, send } = live(true);
    send(ringing(7));
    clock.increment(IM_CALL_INVITE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('ringing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    send(ringing(8));
    send({ type: 'call.ended', callId: 7 });
    expect(actor.getSnapshot().value).toBe('ringing');
    send({ type: 'call.ended', callId: 8 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reads the hub: an invite rings, an end or decline of it stops, anything else is nothing', () => {
    expect(callCardEffectOf('ImCallIncoming', invite(3, 1))).toEqual({ type: 'call.incoming', invite: invite(3, 1) });
    expect(callCardEffectOf('ImCallEnded', { callId: 3, reason: 'answered' })).toEqual({ type: 'call.ended', callId: 3 });
    expect(callCardEffectOf('ImCallIncoming', { callId: 3 })).toBeNull();
    expect(callCardEffectOf('ImMessage', { callId: 3 })).toBeNull();
    expect(callCardEffectOf('ImCallEnded', null)).toBeNull();
  });
});
