import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CODE_RESEND_WAIT_SECONDS, VerificationMessages } from '../../src/domain/verification';
import { codeButtonText, codeSenderMachine, type CodeRequest } from '../../src/machines/code-sender.machine';
import type { MessageResult, RecordsNotice } from '../../src/machines/records-notify';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const machine = codeSenderMachine.provide({ actors: { 'send code': pendingPromise() } });
const request = { kind: 'phone', countryCode: '63', phone: '9175550101' } as const;
const ev = {
  send: { type: 'code.send' as const, request },
  sent: { type: 'xstate.done.actor.send', output: { body: true, message: VerificationMessages.sendSuccess } },
  failed: { type: 'xstate.error.actor.send', error: new Error(VerificationMessages.waitBeforeResend) },
};

const text = (snapshot: SnapshotFrom<typeof codeSenderMachine>, resend: boolean) =>
  codeButtonText({ waiting: snapshot.matches('waiting'), secondsLeft: snapshot.context.secondsLeft, sentOnce: snapshot.context.sentOnce }, resend);

describe('verification code send button (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expect(paths.length).toBeGreaterThan(CODE_RESEND_WAIT_SECONDS);
    expectEveryTransitionCovered(machine, paths);
  });

  it('counts down 60 s a second at a time after a send, then returns to Send (reSend in e-mail dialogs)', async () => {
    const clock = new SimulatedClock();
    const notices: RecordsNotice[] = [];
    const requests: unknown[] = [];
    const actor = createActor(
      codeSenderMachine.provide({
        actors: {
          'send code': fromPromise<MessageResult, CodeRequest>(async ({ input }) => {
            requests.push(input);
            return { body: true, message: VerificationMessages.sendSuccess };
          }),
        },
      }),
      { clock },
    ).start();
    actor.on('notify', (n) => notices.push(n));
    expect(text(actor.getSnapshot(), true)).toBe('Send');
    actor.send(ev.send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([request]);
    expect(notices).toEqual([{ type: 'notify', severity: 'success', message: 'send success', presentation: 'toast' }]);
    expect(text(actor.getSnapshot(), true)).toBe('60s');
    actor.send(ev.send);
    expect(requests).toHaveLength(1);
    clock.increment(1000);
    expect(text(actor.getSnapshot(), true)).toBe('59s');
    for (let i = 0; i < 58; i += 1) clock.increment(1000);
    expect(text(actor.getSnapshot(), true)).toBe('1s');
    clock.increment(1000);
    expect(text(actor.getSnapshot(), true)).toBe('reSend');
    expect(text(actor.getSnapshot(), false)).toBe('Send');
    actor.stop();
  });

  it("shows a refused send's Msg and stays on Send; stopping the actor (dialog closed) stops the countdown", async () => {
    const clock = new SimulatedClock();
    const notices: RecordsNotice[] = [];
    let fail = true;
    const actor = createActor(
      codeSenderMachine.provide({
        actors: {
          'send code': fromPromise<MessageResult, CodeRequest>(async () => {
            if (fail) throw new Error(VerificationMessages.waitBeforeResend);
            return { body: true, message: '' };
          }),
        },
      }),
      { clock },
    ).start();
    actor.on('notify', (n) => notices.push(n));
    actor.send(ev.send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices.at(-1)).toMatchObject({ severity: 'error', message: VerificationMessages.waitBeforeResend });
    expect(actor.getSnapshot().value).toBe('ready');
    fail = false;
    actor.send(ev.send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.stop();
    clock.increment(60_000);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });
});
