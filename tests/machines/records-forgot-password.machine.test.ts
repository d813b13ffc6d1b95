import { describe, expect, it } from 'vitest';
import { VerificationMessages } from '../../src/domain/verification';
import { forgotPasswordMachine } from '../../src/machines/forgot-password.machine';
import { retrieveEmailMachine } from '../../src/machines/retrieve-email.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = forgotPasswordMachine.provide({ actors: { 'verify code': pendingPromise(), 'reset password': pendingPromise() } });
const edit = (field: string, value: string) => ({ type: 'forgot.edit', field, value });
const ev = {
  email: edit('email', 'maria.santos@example.com'),
  badEmail: edit('email', 'maria'),
  code: edit('code', '123456'),
  password: edit('password', 'new-password'),
  confirm: edit('confirm', 'new-password'),
  verify: { type: 'forgot.verify' },
  reset: { type: 'forgot.reset' },
  back: { type: 'forgot.back' },
  verified: { type: 'xstate.done.actor.verify', output: { body: true, message: VerificationMessages.codeVerified } },
  wrongCode: { type: 'xstate.error.actor.verify', error: new Error(VerificationMessages.codeInvalid) },
  resetDone: { type: 'xstate.done.actor.reset', output: { body: true, message: VerificationMessages.passwordReset } },
  resetRefused: { type: 'xstate.error.actor.reset', error: new Error(VerificationMessages.codeInvalid) },
};

describe('forgot password machine (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expectEveryTransitionCovered(machine, paths);
  });

  it('checks the e-mailed code, then sets a new password and says so', () => {
    const { emitted, snapshot } = replayCollecting(
      machine,
      scenario(machine, [ev.email, ev.code, ev.verify, ev.verified, ev.password, ev.confirm, ev.reset, ev.resetDone]),
    );
    expect(snapshot.value).toBe('done');
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: VerificationMessages.passwordReset, presentation: 'toast' }]);
  });

  it("shows 'Required.' and 'E-mail must be valid', and the server's refusal of a wrong code", () => {
    const empty = replayCollecting(machine, scenario(machine, [ev.verify]));
    expect(empty.snapshot.context.errors).toEqual({ email: 'Required.', code: 'Required.' });
    const bad = replayCollecting(machine, scenario(machine, [ev.badEmail, ev.code, ev.verify]));
    expect(bad.snapshot.context.errors.email).toBe('E-mail must be valid');
    const wrong = replayCollecting(machine, scenario(machine, [ev.email, ev.code, ev.verify, ev.wrongCode]));
    expect(wrong.snapshot.value).toBe('code');
    expect(wrong.emitted).toEqual([{ type: 'notify', severity: 'error', message: VerificationMessages.codeInvalid, presentation: 'toast' }]);
  });

  it('refuses a short or unconfirmed password before calling', () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.email, ev.code, ev.verify, ev.verified, edit('password', 'short'), ev.reset]));
    expect(snapshot.value).toBe('password');
    expect(snapshot.context.errors).toEqual({ password: VerificationMessages.passwordTooShort, confirm: VerificationMessages.passwordsDiffer });
  });
});

const retrieve = retrieveEmailMachine.provide({ actors: { 'verify tutor info': pendingPromise() } });
const rev = {
  tuid: { type: 'retrieve.edit', field: 'tuid', value: 'id 100231' },
  phone: { type: 'retrieve.edit', field: 'phone', value: '+63 (917) 555-0101' },
  submit: { type: 'retrieve.submit' },
  sent: { type: 'xstate.done.actor.verify', output: { body: true, message: VerificationMessages.retrieveEmailSent } },
  failed: { type: 'xstate.error.actor.verify', error: new Error('Links seem to get inaccessible.') },
};

describe('retrieve e-mail machine (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(retrieve, { events: eventsWhereActive(retrieve, Object.values(rev)) });
    expectEveryTransitionCovered(retrieve, paths);
  });

  it('keeps digits (and hyphens in the phone), then shows the same answer whatever matched', () => {
    const { snapshot } = replayCollecting(retrieve, scenario(retrieve, [rev.tuid, rev.phone, rev.submit, rev.sent]));
    expect(snapshot.context).toMatchObject({ tuid: '100231', phone: '63917555-0101', answer: VerificationMessages.retrieveEmailSent });
    expect(snapshot.value).toBe('sent');
  });
});
