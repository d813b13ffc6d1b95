import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/api-errors';
import { ErrorCode } from '../../src/domain/error-codes';
import { VerificationMessages } from '../../src/domain/verification';
import { changeEmailMachine } from '../../src/machines/change-email.machine';
import { phoneBindingMachine } from '../../src/machines/phone-binding.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const phone = phoneBindingMachine.provide({ actors: { 'check binding': pendingPromise(), 'bind phone': pendingPromise(), 'remind later': pendingPromise() } });
const pev = {
  open: { type: 'phone.open' },
  close: { type: 'phone.close' },
  phone: { type: 'phone.edit', field: 'phone', value: '(917) 555-0101 ext' },
  code: { type: 'phone.edit', field: 'code', value: ' 123456 ' },
  area: { type: 'phone.edit', field: 'countryCode', value: '' },
  bind: { type: 'phone.bind' },
  later: { type: 'phone.remindLater' },
  show: { type: 'xstate.done.actor.check', output: true },
  putOff: { type: 'xstate.done.actor.check', output: false },
  checkFailed: { type: 'xstate.error.actor.check', error: new Error('x') },
  bound: { type: 'xstate.done.actor.bind', output: { body: true, message: VerificationMessages.bindingSuccess } },
  wrongCode: { type: 'xstate.error.actor.bind', error: new ApiError('business', VerificationMessages.codeInvalid, ErrorCode.VerificationCodeError) },
  otherError: { type: 'xstate.error.actor.bind', error: new ApiError('business', VerificationMessages.phoneInvalid, ErrorCode.Failed) },
  reminded: { type: 'xstate.done.actor.remind', output: { body: true, message: VerificationMessages.remindLaterSaved } },
  remindFailed: { type: 'xstate.error.actor.remind', error: new Error('Links seem to get inaccessible.') },
};
const needed = { isNeedUpdatePhone: true };

describe('phone binding dialog (model-based)', () => {
  it('reaches every transition, from mount with and without isNeedUpdatePhone', () => {
    for (const input of [needed, { isNeedUpdatePhone: false }]) {
      const paths = generatePaths(phone, { input, events: eventsWhereActive(phone, Object.values(pev)) });
      expectEveryTransitionCovered(
        phone,
        paths,
        { input },
        input.isNeedUpdatePhone
          ? { 'phoneBinding.mounted --always[1]-->': 'taken in the isNeedUpdatePhone: false run' }
          : {
              'phoneBinding.mounted --always[0]-->': 'taken in the isNeedUpdatePhone: true run',
              'phoneBinding.checking --xstate.done.actor.check[0]-->': 'checking runs only with isNeedUpdatePhone',
              'phoneBinding.checking --xstate.done.actor.check[1]-->': 'checking runs only with isNeedUpdatePhone',
              'phoneBinding.checking --xstate.error.actor.check[0]-->': 'checking runs only with isNeedUpdatePhone',
            },
      );
    }
  });

  it('opens on mount when needed, keeps digits and hyphens, area code 63, binds and closes with Binding success', () => {
    const { emitted, snapshot } = replayCollecting(phone, scenario(phone, [pev.show, pev.phone, pev.code, pev.bind, pev.bound], needed), needed);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toMatchObject({ countryCode: '63', phone: '917555-0101', code: '123456' });
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: 'Binding success', presentation: 'toast' }, { type: 'bound' }]);
  });

  it("shows 'Verification code input error' for ErrorCode 2, Msg for anything else, and 'Required.' before calling", () => {
    const wrong = replayCollecting(phone, scenario(phone, [pev.show, pev.phone, pev.code, pev.bind, pev.wrongCode], needed), needed);
    expect(wrong.snapshot.value).toEqual({ open: 'editing' });
    expect(wrong.emitted).toEqual([{ type: 'notify', severity: 'error', message: 'Verification code input error', presentation: 'toast' }]);
    const other = replayCollecting(phone, scenario(phone, [pev.show, pev.phone, pev.code, pev.bind, pev.otherError], needed), needed);
    expect(other.emitted[0]).toMatchObject({ message: VerificationMessages.phoneInvalid });
    const empty = replayCollecting(phone, scenario(phone, [pev.show, pev.area, pev.bind], needed), needed);
    expect(empty.snapshot.context.errors).toEqual({ countryCode: 'Required.', phone: 'Required.', code: 'Required.' });
  });

  it('stays closed when put off, and closes on Remind in 6 hours', () => {
    expect(replayCollecting(phone, scenario(phone, [pev.putOff], needed), needed).snapshot.value).toBe('closed');
    expect(replayCollecting(phone, scenario(phone, [pev.show, pev.later, pev.reminded], needed), needed).snapshot.value).toBe('closed');
  });
});

const email = changeEmailMachine.provide({ actors: { 'change email': pendingPromise() } });
const current = { currentEmail: 'maria.santos@example.com' };
const eev = {
  open: { type: 'email.open' },
  close: { type: 'email.close' },
  same: { type: 'email.edit', field: 'newEmail', value: 'Maria.Santos@example.com' },
  bad: { type: 'email.edit', field: 'newEmail', value: 'maria' },
  good: { type: 'email.edit', field: 'newEmail', value: 'maria.new@example.com' },
  code: { type: 'email.edit', field: 'code', value: '123456' },
  submit: { type: 'email.submit' },
  changed: { type: 'xstate.done.actor.change', output: { body: { email: 'maria.new@example.com' }, message: VerificationMessages.emailChanged } },
  refused: { type: 'xstate.error.actor.change', error: new Error(VerificationMessages.codeInvalid) },
  reload: { type: 'xstate.after.reload.changeEmail.reloading' },
};

describe('change e-mail dialog (model-based, simulated clock)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(email, { input: current, events: eventsWhereActive(email, Object.values(eev)) });
    expectEveryTransitionCovered(email, paths, { input: current });
  });

  it('validates as the spec says', () => {
    const cases: Array<[object[], object]> = [
      [[eev.open, eev.submit], { newEmail: 'Required.', code: 'Required.' }],
      [[eev.open, eev.bad, eev.code, eev.submit], { newEmail: 'E-mail must be valid' }],
      [[eev.open, eev.same, eev.code, eev.submit], { newEmail: 'The new email is same with the old one.' }],
    ];
    for (const [events, errors] of cases) {
      expect(replayCollecting(email, scenario(email, events as never, current), current).snapshot.context.errors).toEqual(errors);
    }
  });

  it('shows Msg, updates the stored e-mail, closes, and reloads after 2 s', () => {
    let reloaded = 0;
    const watched = email.provide({ actions: { reload: () => (reloaded += 1) } });
    const path = scenario(watched, [eev.open, eev.good, eev.code, eev.submit, eev.changed], current);
    const { emitted, snapshot } = replayCollecting(watched, path, current);
    expect(snapshot.value).toBe('reloading');
    expect(snapshot.context.currentEmail).toBe('maria.new@example.com');
    expect(emitted).toEqual([
      { type: 'notify', severity: 'success', message: VerificationMessages.emailChanged, presentation: 'toast' },
      { type: 'emailChanged', email: 'maria.new@example.com' },
    ]);
    const after = replayCollecting(watched, scenario(watched, [eev.open, eev.good, eev.code, eev.submit, eev.changed, eev.reload], current), current);
    expect(after.snapshot.value).toBe('closed');
    expect(reloaded).toBeGreaterThan(0);
  });
});
