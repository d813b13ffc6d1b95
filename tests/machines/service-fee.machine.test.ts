import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ServiceFeeMessages, ServiceFeeTab, type PaymentAccount, type Statement } from '../../src/domain/service-fee';
import { VerificationMessages } from '../../src/domain/verification';
import { paymentAccountMachine, type AccountConfirmation } from '../../src/machines/payment-account.machine';
import { PAYSLIP_DOWNLOADED, serviceFeePageMachine } from '../../src/machines/service-fee-page.machine';
import type { ServiceFeeData } from '../../src/machines/service-fee-page.types';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const account: PaymentAccount = {
  Method: 'paypal',
  Account: 'ma***@example.com',
  HolderName: 'Maria Santos',
  Confirmed: true,
  ConfirmedAt: '2026-11-01T00:00:00Z',
  Email: 'ma***@example.com',
};
const noAccount: PaymentAccount = { Method: null, Account: '', HolderName: '', Confirmed: false, ConfirmedAt: null, Email: 'jo***@example.com' };
const statement: Statement = {
  Period: '2026-10',
  PeriodStart: '2026-09-30T16:00:00.000Z',
  PeriodEnd: '2026-10-31T16:00:00.000Z',
  TimeZone: 'Asia/Manila',
  Lines: [],
  LineCount: 0,
  pageIndex: 1,
  pageSize: 20,
  Totals: { ClassFees: 0, Penalties: 0, Bonuses: 0, Flowers: 0, Adjustments: 0, Total: 0 },
  PaidOn: null,
};
const accounting: ServiceFeeData = { statement, chart: [{ Period: '2026-10', TotalPhp: 0 }], account };
const remarksOnly: ServiceFeeData = { remarks: { Total: 0, Items: [] } };
const confirmation: AccountConfirmation = { account, message: ServiceFeeMessages.accountConfirmed };

describe('payment account dialog machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'account.field', field: 'account', value: 'new@example.com' },
    { type: 'account.field', field: 'code', value: '123456' },
    { type: 'account.acceptTerms', accepted: true },
    { type: 'account.showTerms', open: true },
    { type: 'account.sendCode' },
    { type: 'account.submit' },
    { type: 'account.cancel' },
    { type: 'xstate.done.actor.0.paymentAccount.sendingCode', output: VerificationMessages.sendSuccess },
    { type: 'xstate.error.actor.0.paymentAccount.sendingCode', error: new Error(VerificationMessages.waitBeforeResend) },
    { type: 'xstate.done.actor.0.paymentAccount.submitting', output: confirmation },
    { type: 'xstate.error.actor.0.paymentAccount.submitting', error: new Error(VerificationMessages.codeInvalid) },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = paymentAccountMachine.provide({ actors: { sendCode: pendingPromise(), confirmAccount: pendingPromise() } });
    const input = { account };
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 120_000);
});

describe('payment account dialog behaviour', () => {
  it('asks for the account when there is none, the code and the terms before sending', () => {
    const dialog = createActor(paymentAccountMachine.provide({ actors: { sendCode: pendingPromise(), confirmAccount: pendingPromise() } }), {
      input: { account: noAccount },
    }).start();
    dialog.send({ type: 'account.submit' });
    expect(dialog.getSnapshot().value).toBe('editing');
    expect(dialog.getSnapshot().context.errors).toEqual({
      account: ServiceFeeMessages.accountRequired,
      holderName: ServiceFeeMessages.accountRequired,
      code: VerificationMessages.required,
      terms: ServiceFeeMessages.termsRequired,
    });
    dialog.send({ type: 'account.field', field: 'account', value: 'joseph' });
    dialog.send({ type: 'account.submit' });
    expect(dialog.getSnapshot().context.errors.account).toBe(ServiceFeeMessages.accountEmailInvalid);
  });

  it('confirms the saved account with only the code and the terms, sending what was typed', async () => {
    let sent: unknown = null;
    const dialog = createActor(
      paymentAccountMachine.provide({
        actors: {
          sendCode: pendingPromise(),
          confirmAccount: fromPromise(async ({ input }) => {
            sent = input;
            return confirmation;
          }),
        },
      }),
      { input: { account } },
    ).start();
    dialog.send({ type: 'account.field', field: 'code', value: ' 123456 ' });
    dialog.send({ type: 'account.acceptTerms', accepted: true });
    dialog.send({ type: 'account.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual({ method: 'paypal', account: '', holderName: 'Maria Santos', code: '123456', acceptTerms: true });
    expect(dialog.getSnapshot().status).toBe('done');
    expect(dialog.getSnapshot().output).toEqual(confirmation);
  });

  it('keeps the dialog open with the refusal', async () => {
    const dialog = createActor(
      paymentAccountMachine.provide({
        actors: {
          sendCode: fromPromise<string, void>(async () => VerificationMessages.sendSuccess),
          confirmAccount: fromPromise<AccountConfirmation, { method: string; account: string; holderName: string; code: string; acceptTerms: boolean }>(
            async () => {
              throw new Error(VerificationMessages.codeInvalid);
            },
          ),
        },
      }),
      { input: { account } },
    ).start();
    dialog.send({ type: 'account.sendCode' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.getSnapshot().context.codeNotice).toBe(VerificationMessages.sendSuccess);
    dialog.send({ type: 'account.field', field: 'code', value: '000000' });
    dialog.send({ type: 'account.acceptTerms', accepted: true });
    dialog.send({ type: 'account.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.getSnapshot().value).toBe('editing');
    expect(dialog.getSnapshot().context.failure).toBe(VerificationMessages.codeInvalid);
  });
});

describe('service fee page machine (model-based)', () => {
  const dialog = paymentAccountMachine.provide({ actors: { sendCode: pendingPromise(), confirmAccount: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'serviceFee.tab', tab: ServiceFeeTab.historyRemarks },
    { type: 'serviceFee.tab', tab: ServiceFeeTab.accounting },
    { type: 'serviceFee.period', period: '2026-09' },
    { type: 'serviceFee.page', pageIndex: 2 },
    { type: 'serviceFee.reload' },
    { type: 'serviceFee.payslip' },
    { type: 'serviceFee.account' },
    { type: 'serviceFee.dismissNotice' },
    { type: 'serviceFee.changed' },
    { type: 'xstate.done.actor.0.serviceFeePage.loading', output: accounting },
    { type: 'xstate.done.actor.0.serviceFeePage.loading', output: remarksOnly },
    { type: 'xstate.error.actor.0.serviceFeePage.loading', error: new Error('offline') },
    { type: 'xstate.done.actor.0.serviceFeePage.ready.downloading', output: undefined },
    { type: 'xstate.error.actor.0.serviceFeePage.ready.downloading', error: new Error(ServiceFeeMessages.periodInvalid) },
    { type: 'xstate.done.actor.account', output: confirmation },
    { type: 'xstate.done.actor.account', output: null },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = serviceFeePageMachine.provide({ actors: { loadTab: pendingPromise(), downloadPayslip: pendingPromise(), accountDialog: dialog } });
    const input = { tab: ServiceFeeTab.accounting };
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 120_000);
});

describe('service fee page behaviour', () => {
  it('loads the chosen period and page for the shown tab, and the payslip of the shown statement', async () => {
    const loads: unknown[] = [];
    const slips: unknown[] = [];
    const machine = serviceFeePageMachine.provide({
      actors: {
        loadTab: fromPromise(async ({ input }) => {
          loads.push(input);
          return accounting;
        }),
        downloadPayslip: fromPromise(async ({ input }) => {
          slips.push(input);
        }),
        accountDialog: paymentAccountMachine.provide({ actors: { sendCode: pendingPromise(), confirmAccount: fromPromise(async () => confirmation) } }),
      },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const page = createActor(machine, { input: { tab: ServiceFeeTab.accounting } }).start();
    await settle();
    page.send({ type: 'serviceFee.period', period: '2026-09' });
    await settle();
    page.send({ type: 'serviceFee.tab', tab: ServiceFeeTab.accounting });
    page.send({ type: 'serviceFee.tab', tab: ServiceFeeTab.completedClasses });
    await settle();
    page.send({ type: 'serviceFee.page', pageIndex: 3 });
    await settle();
    expect(loads).toEqual([
      { tab: 'accounting', period: null, pageIndex: 1 },
      { tab: 'accounting', period: '2026-09', pageIndex: 1 },
      { tab: 'completedClasses', period: '2026-09', pageIndex: 1 },
      { tab: 'completedClasses', period: '2026-09', pageIndex: 3 },
    ]);
    page.send({ type: 'serviceFee.payslip' });
    await settle();
    expect(slips).toEqual([{ period: '2026-10' }]);
    expect(page.getSnapshot().context.notice).toBe(PAYSLIP_DOWNLOADED);

    page.send({ type: 'serviceFee.account' });
    const child = page.getSnapshot().children.account as ActorRefFrom<typeof paymentAccountMachine> | undefined;
    expect(child?.getSnapshot().context.saved).toEqual(account);
    child?.send({ type: 'account.field', field: 'code', value: '123456' });
    child?.send({ type: 'account.acceptTerms', accepted: true });
    child?.send({ type: 'account.submit' });
    await settle();
    await settle();
    expect(page.getSnapshot().context.notice).toBe(ServiceFeeMessages.accountConfirmed);
    expect(loads).toHaveLength(5);
  });

  it('reloads the shown tab on a realtime change, again when one arrives during a load, but not under the open account dialog', async () => {
    const loads: unknown[] = [];
    const machine = serviceFeePageMachine.provide({
      actors: {
        loadTab: fromPromise(async ({ input }) => {
          loads.push(input);
          return accounting;
        }),
        downloadPayslip: pendingPromise(),
        accountDialog: paymentAccountMachine.provide({ actors: { sendCode: pendingPromise(), confirmAccount: pendingPromise() } }),
      },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const page = createActor(machine, { input: { tab: ServiceFeeTab.paymentRecord } }).start();
    page.send({ type: 'serviceFee.changed' });
    await settle();
    expect(loads).toHaveLength(2);
    page.send({ type: 'serviceFee.changed' });
    await settle();
    expect(loads).toHaveLength(3);
    expect(page.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    page.send({ type: 'serviceFee.account' });
    page.send({ type: 'serviceFee.changed' });
    await settle();
    expect(loads).toHaveLength(3);
    expect(page.getSnapshot().children.account).toBeDefined();
  });

  it('opens no account dialog on a tab without the account', () => {
    const machine = serviceFeePageMachine.provide({
      actors: { loadTab: pendingPromise(), downloadPayslip: pendingPromise(), accountDialog: paymentAccountMachine },
    });
    const page = createActor(machine, { input: { tab: ServiceFeeTab.historyRemarks } }).start();
    page.send({ type: 'xstate.done.actor.0.serviceFeePage.loading', output: remarksOnly } as never);
    page.send({ type: 'serviceFee.account' });
    expect(page.getSnapshot().children.account).toBeUndefined();
  });
});
