import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { ContractMessages } from '../../src/domain/contract';
import { ErrorCode } from '../../src/domain/error-codes';
import { VerificationMessages } from '../../src/domain/verification';
import { contractSigningMachine, type ContractInfo } from '../../src/machines/contract-signing.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const notSigned: ContractInfo = { auditStatus: -1, auditStatusText: 'Not signed', auditReason: '', isCustomized: false, draft: null, signature: null };
const signature = {
  id: 1,
  signedAt: '2026-03-01T00:00:00.000Z',
  typedName: 'Maria Santos',
  verifiedChannel: 'email',
  verifiedTarget: 'ma***@example.com',
  documentSha256: 'ab',
  downloadUrl: '/api/Upload/File/x',
};
const auditing: ContractInfo = { ...notSigned, auditStatus: 0, auditStatusText: 'Auditing', signature };
const failed: ContractInfo = { ...notSigned, auditStatus: 2, auditStatusText: 'Audit failed', auditReason: 'Name differs', signature };
const withPhone = { hasPhone: true, countryCode: '63', maskedPhone: '******0101' };
const noPhone = { hasPhone: false, countryCode: '', maskedPhone: '' };

const machine = contractSigningMachine.provide({
  actors: { 'load contract': pendingPromise(), 'save contract': pendingPromise(), 'sign contract': pendingPromise() },
});
const ev = {
  loadedToSign: { type: 'xstate.done.actor.load', output: { info: notSigned, phone: noPhone } },
  loadedWithPhone: { type: 'xstate.done.actor.load', output: { info: notSigned, phone: withPhone } },
  loadedAuditing: { type: 'xstate.done.actor.load', output: { info: auditing, phone: noPhone } },
  loadedFailed: { type: 'xstate.done.actor.load', output: { info: failed, phone: noPhone } },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  name: { type: 'contract.edit', field: 'typedName', value: 'Maria Santos' },
  agree: { type: 'contract.agree', agreed: true },
  save: { type: 'contract.save' },
  saved: { type: 'xstate.done.actor.save', output: { ...notSigned, draft: { typedName: 'Maria Santos', address: '', agreed: true } } },
  saveRefused: { type: 'xstate.error.actor.save', error: new Error(ContractMessages.typedNameMismatch) },
  code: { type: 'contract.edit', field: 'code', value: '123456' },
  number: { type: 'contract.edit', field: 'phoneNumber', value: '9175550101' },
  byEmail: { type: 'contract.channel', channel: 'email' },
  byPhone: { type: 'contract.channel', channel: 'phone' },
  sign: { type: 'contract.sign' },
  back: { type: 'contract.back' },
  signed: { type: 'xstate.done.actor.sign', output: { body: auditing, message: ContractMessages.signed } },
  wrongCode: { type: 'xstate.error.actor.sign', error: new ApiError('business', VerificationMessages.codeInvalid, ErrorCode.VerificationCodeError) },
  signRefused: { type: 'xstate.error.actor.sign', error: new ApiError('business', VerificationMessages.phoneNotBound, ErrorCode.Failed) },
  signAgain: { type: 'contract.signAgain' },
  reload: { type: 'contract.reload' },
};

describe('contract signing (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    // What tells states apart: the audit status, the bound phone, which fields are filled, which have errors.
    const project = (c: Record<string, unknown>) => {
      const errors = Object.entries(c.errors as Record<string, unknown>)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort();
      return [
        (c.info as ContractInfo | null)?.auditStatus,
        (c.phone as { hasPhone: boolean } | null)?.hasPhone,
        !!c.typedName,
        c.agreed,
        c.channel,
        !!c.phoneNumber,
        !!c.code,
        errors,
      ];
    };
    const serializeState = (snapshot: { value: unknown; context: Record<string, unknown> }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { context: project });
  });

  it('fills in, saves, signs by e-mail code and ends signed (Auditing)', () => {
    const { emitted, snapshot } = replayCollecting(
      machine,
      scenario(machine, [ev.loadedToSign, ev.name, ev.agree, ev.save, ev.saved, ev.code, ev.sign, ev.signed]),
    );
    expect(snapshot.value).toBe('signed');
    expect(snapshot.context.info?.auditStatusText).toBe('Auditing');
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: ContractMessages.signed, presentation: 'toast' }]);
  });

  it('uses the phone when one is bound, needs the number and the code, and shows the code error', () => {
    const path = scenario(machine, [ev.loadedWithPhone, ev.name, ev.agree, ev.save, ev.saved, ev.sign]);
    const empty = replayCollecting(machine, path);
    expect(empty.snapshot.context).toMatchObject({ channel: 'phone', errors: { code: 'Required.', phoneNumber: 'Required.' } });
    const wrong = replayCollecting(
      machine,
      scenario(machine, [ev.loadedWithPhone, ev.name, ev.agree, ev.save, ev.saved, ev.number, ev.code, ev.sign, ev.wrongCode]),
    );
    expect(wrong.snapshot.value).toBe('verifying');
    expect(wrong.emitted).toEqual([{ type: 'notify', severity: 'error', message: 'Verification code input error', presentation: 'toast' }]);
  });

  it('asks for the name and the agreement before saving', () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loadedToSign, ev.save]));
    expect(snapshot.context.errors).toEqual({ typedName: ContractMessages.typedNameRequired, agreed: ContractMessages.mustAgree });
  });

  it('shows a contract in audit as signed, and lets a failed one be signed again', () => {
    const audit = replayCollecting(machine, scenario(machine, [ev.loadedAuditing]));
    expect(audit.snapshot.value).toBe('signed');
    expect(audit.snapshot.can(ev.signAgain)).toBe(false);
    const again = replayCollecting(
      machine,
      scenario(machine, [
        ev.loadedToSign,
        ev.name,
        ev.agree,
        ev.save,
        ev.saved,
        ev.code,
        ev.sign,
        { type: 'xstate.done.actor.sign', output: { body: failed, message: '' } } as EventObject,
        ev.signAgain,
      ]),
    );
    expect(again.snapshot.value).toBe('filling');
  });
});
