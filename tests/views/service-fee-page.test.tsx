import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMachine, emit } from 'xstate';
import type { PageDeps } from '../../src/actors/page-logic';
import { ServiceFeeMessages, type PaymentAccount, type Statement } from '../../src/domain/service-fee';
import { ApiError } from '../../src/services/api-errors';
import ServiceFeePage from '../../src/views/pages/service-fee/service-fee.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { sessionMachine } from '../../src/machines/session.machine';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts, loadedRealtime } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const account: PaymentAccount = {
  Method: 'paypal',
  Account: 'ma***@example.com',
  HolderName: 'Maria Santos',
  Confirmed: true,
  ConfirmedAt: '2026-11-01T00:00:00Z',
  Email: 'ma***@example.com',
};
const statement = (period: string, page: { pageIndex: number; LineCount: number } = { pageIndex: 1, LineCount: 3 }): Statement => ({
  Period: period,
  PeriodStart: '2026-09-30T16:00:00.000Z',
  PeriodEnd: '2026-10-31T16:00:00.000Z',
  TimeZone: 'Asia/Manila',
  Lines: [
    {
      Id: 1,
      Rule: 'pay.class_fee',
      Label: 'Class fee',
      Kind: 'classFee',
      AmountPhp: 160,
      CountsAt: '2026-10-02T01:00:00Z',
      SourceType: 'class',
      SourceId: '812',
      ClassId: 812,
      Note: 'By rate card',
      Remarks: 1,
    },
    {
      Id: 2,
      Rule: 'pay.attendance_penalty',
      Label: 'Attendance penalty',
      Kind: 'penalty',
      AmountPhp: -80,
      CountsAt: '2026-10-03T01:00:00Z',
      SourceType: 'class',
      SourceId: '813',
      ClassId: 813,
      Note: '',
      Remarks: 0,
    },
    {
      Id: 3,
      Rule: 'pay.flower_exchange',
      Label: 'Flowers for cash',
      Kind: 'flowers',
      AmountPhp: 10,
      CountsAt: '2026-10-04T01:00:00Z',
      SourceType: 'exchange',
      SourceId: '100231-1',
      ClassId: null,
      Note: '2 flowers',
      Remarks: 0,
    },
  ],
  LineCount: page.LineCount,
  pageIndex: page.pageIndex,
  pageSize: 20,
  Totals: { ClassFees: 160, Penalties: -80, Bonuses: 0, Flowers: 10, Adjustments: 0, Total: 90 },
  PaidOn: period === '2026-10' ? '2026-11-10' : null,
});
const chart = Array.from({ length: 12 }, (_, i) => ({
  Period: `${i < 2 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
  TotalPhp: i === 10 ? 90 : 0,
}));

function renderPage(path: string, answers: Answers) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: { ...api, postWithMessage: async () => ({ body: account, message: ServiceFeeMessages.accountConfirmed }) },
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
  } as unknown as PageDeps;
  const location = memoryLocation({ path, record: true });
  // The realtime child is a stand-in that emits what the hub's events mean to the page.
  const realtime = createMachine({ on: { 'test.payChanged': { actions: emit({ type: 'serviceFee.changed' }) } } });
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(realtime),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  let session: ReturnType<typeof SessionContext.useActorRef> | null = null;
  function Capture() {
    session = SessionContext.useActorRef();
    return null;
  }
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <Capture />
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>
          <ServiceFeePage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  act(() => session!.send({ type: 'session.started' }));
  const payChanged = () => act(() => loadedRealtime(session!).send({ type: 'test.payChanged' }));
  return { callsTo, location, payChanged };
}

const accounting: Answers = {
  '/api/ServiceFee/Statement': (_q: unknown, body: unknown) => statement((body as { Period?: string }).Period ?? '2026-11'),
  '/api/ServiceFee/PeriodTotals': chart,
  '/api/ServiceFee/PaymentAccount': account,
};

describe('service fee page', () => {
  it('shows the statement with its totals, each line linked to its class or source, and the twelve-bar chart', async () => {
    const { location } = renderPage('/serviceFee', accounting);
    const lines = await screen.findByRole('table', { name: 'Statement lines' });
    expect(within(screen.getByLabelText('Statement totals')).getByText('PHP 90.00')).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: 'Class 812' })).toHaveAttribute('href', '/classDetail/812');
    expect(within(lines).getByRole('link', { name: 'Flower exchange' })).toHaveAttribute('href', '/flowers/usedFlowers');
    expect(within(lines).getByText('-PHP 80.00')).toBeInTheDocument();
    const bars = within(screen.getByRole('group', { name: 'Net service fee of the last twelve periods' })).getAllByRole('button');
    expect(bars).toHaveLength(12);
    await userEvent.click(within(lines).getByRole('link', { name: 'Class 812' }));
    expect(location.history?.at(-1)).toBe('/classDetail/812');
  });

  it('shows another period when its bar is chosen', async () => {
    const { callsTo } = renderPage('/serviceFee/accounting', accounting);
    await screen.findByRole('heading', { name: 'Statement for November 2026' });
    await userEvent.click(screen.getByRole('button', { name: '2026-10: PHP 90.00' }));
    await screen.findByRole('heading', { name: 'Statement for October 2026' });
    expect(screen.getByText(/Paid on 2026-11-10/)).toBeInTheDocument();
    expect(callsTo('/api/ServiceFee/Statement').at(-1)?.body).toEqual({ Period: '2026-10', pageIndex: 1, pageSize: 20 });
  });

  it('shows the refusal when the tutor has no Service Fee', async () => {
    renderPage('/serviceFee', { ...accounting, '/api/ServiceFee/Statement': new ApiError('business', ServiceFeeMessages.franchiseeRefused, 4) });
    expect(await screen.findByRole('alert')).toHaveTextContent(ServiceFeeMessages.franchiseeRefused);
  });

  it('asks for the code and the terms in the account dialog before confirming', async () => {
    renderPage('/serviceFee/paymentRecord', {
      '/api/ServiceFee/PaymentRecords': {
        Total: 1,
        Items: [
          { Id: 4, PeriodFrom: '2026-10', PeriodTo: '2026-10', AmountPhp: 90, PaidOn: '2026-11-10', Account: 'PayPal ma***@example.com', Reference: 'PP-1' },
        ],
      },
      '/api/ServiceFee/PaymentAccount': account,
    });
    const records = await screen.findByRole('table', { name: 'Payment records' });
    expect(within(records).getByText('PHP 90.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm or change payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(ServiceFeeMessages.termsRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(dialog).getByLabelText('I have read and accept the terms'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment account' })).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent(ServiceFeeMessages.accountConfirmed);
  });

  it("pages the statement's lines while the totals stay the period's", async () => {
    const { callsTo } = renderPage('/serviceFee', {
      ...accounting,
      '/api/ServiceFee/Statement': (_q: unknown, body: unknown) =>
        statement('2026-11', { pageIndex: (body as { pageIndex: number }).pageIndex, LineCount: 45 }),
    });
    await screen.findByRole('table', { name: 'Statement lines' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(callsTo('/api/ServiceFee/Statement').at(-1)?.body).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(within(screen.getByLabelText('Statement totals')).getByText('PHP 90.00')).toBeInTheDocument();
  });

  it('reloads the payment records when the hub says a payment was recorded or the account changed', async () => {
    let paid = false;
    const record = {
      Id: 4,
      PeriodFrom: '2026-11',
      PeriodTo: '2026-11',
      AmountPhp: 90,
      PaidOn: '2026-11-20',
      Account: 'PayPal ma***@example.com',
      Reference: 'PP-9',
    };
    const { payChanged } = renderPage('/serviceFee/paymentRecord', {
      '/api/ServiceFee/PaymentRecords': () => (paid ? { Total: 1, Items: [record] } : { Total: 0, Items: [] }),
      '/api/ServiceFee/PaymentAccount': account,
    });
    const records = await screen.findByRole('table', { name: 'Payment records' });
    expect(within(records).queryByText('PP-9')).not.toBeInTheDocument();
    paid = true;
    payChanged();
    expect(await within(screen.getByRole('table', { name: 'Payment records' })).findByText('PP-9')).toBeInTheDocument();
  });
});
