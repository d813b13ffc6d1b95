import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import type { Statement } from '../../src/domain/service-fee';
import { StaffMessages, type PayPeriodOverview } from '../../src/domain/staff-console';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import StaffConsolePage from '../../src/views/pages/staff/staff-console.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const overview = (closed: boolean, paid: boolean): PayPeriodOverview => ({
  Period: '2026-10',
  Closed: closed,
  ClosedAt: closed ? '2026-11-02T00:00:00Z' : null,
  ClosedBy: closed ? 'staff' : '',
  Total: 1,
  Items: [
    {
      Tuid: 100297,
      Account: 'payee',
      Name: 'Lena Cruz',
      Lines: 2,
      TotalPhp: 620,
      AccountConfirmed: true,
      PaidOn: paid ? '2026-11-03' : null,
      Reference: paid ? 'PP-7' : '',
    },
  ],
});
const statement: Statement = {
  Period: '2026-10',
  PeriodStart: '2026-09-30T16:00:00.000Z',
  PeriodEnd: '2026-10-31T16:00:00.000Z',
  TimeZone: 'Asia/Manila',
  Lines: [
    {
      Id: 1,
      Rule: 'pay.enrolment_bonus',
      Label: 'Enrolment bonus',
      Kind: 'bonus',
      AmountPhp: 500,
      CountsAt: '2026-10-04T00:00:00Z',
      SourceType: 'seed',
      SourceId: 'b',
      ClassId: null,
      Note: '',
      Remarks: 0,
    },
  ],
  LineCount: 1,
  pageIndex: 1,
  pageSize: 100,
  Totals: {
    ClassFees: 0,
    Penalties: 0,
    Bonuses: 500,
    Flowers: 0,
    Adjustments: 0,
    Total: 500,
  },
  PaidOn: null,
};

function renderConsole(path: string, answers: Answers) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: {
      ...api,
      postWithMessage: async () => ({
        body: {},
        message: StaffMessages.periodClosedNow('2026-10'),
      }),
    },
    reportError: () => {},
  } as unknown as PageDeps;
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(),
    },
    actions: {
      navigate: () => {},
      persistToken: () => {},
      clearToken: () => {},
    },
  });
  const location = memoryLocation({ path, record: true });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{
        input: {
          token: 'tok',
          retryTimes: 0,
          isDesktopClient: false,
          currentOrigin: 'http://localhost',
          routes: [],
        },
      }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>
          <StaffConsolePage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  return { callsTo, location };
}

describe('staff console', () => {
  it('navigates from the home to a tutor search whose results open the record summary', async () => {
    const { callsTo, location } = renderConsole('/staff', {
      '/api/Staff/Tutors': {
        Total: 1,
        Items: [
          {
            Tuid: 100297,
            Account: 'payee',
            Name: 'Lena Cruz',
            Email: 'lena.cruz@example.com',
            Group: 'Manila Team 7',
            Franchisee: false,
            Disabled: false,
          },
        ],
      },
      '/api/Staff/TutorSummary': {
        Tuid: 100297,
        Account: 'payee',
        Name: 'Lena Cruz',
        Email: 'lena.cruz@example.com',
        Group: 'Manila Team 7',
        Franchisee: false,
        Disabled: false,
        CreatedAt: '2026-07-01T00:00:00Z',
        Classes: [{ Status: 'finished', Count: 3 }],
        Ledger: [{ Account: 'pay', Balance: 620 }],
        CurrentPeriod: '2026-11',
        CurrentPeriodPhp: 0,
        LastPayment: null,
        PaymentAccountConfirmed: true,
        Messages: { Total: 2, Unread: 1 },
        AuditEntries: 4,
      },
    });
    expect(screen.getByRole('heading', { name: 'Staff console', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Tutors' }));
    await userEvent.type(screen.getByLabelText('Find tutors'), 'lena');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo('/api/Staff/Tutors').at(-1)?.query).toEqual({
        query: 'lena',
        pageIndex: 1,
        pageSize: 20,
      }),
    );
    await userEvent.click(await within(screen.getByRole('table', { name: 'Tutors found' })).findByRole('link', { name: 'Lena Cruz' }));
    expect(location.history?.at(-1)).toBe('/staff/tutors/100297');
    expect(await screen.findByRole('heading', { name: /Lena Cruz/ })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Ledger balances')).getByText('PHP 620.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit entries (4)' })).toHaveAttribute('href', '/staff/auditLog?tutorId=100297');
  });

  it('closes the period, reviews a statement and marks it paid with a reference', async () => {
    let closed = false;
    let paid = false;
    const { callsTo } = renderConsole('/staff/pay', {
      '/api/Staff/PayPeriod': () => overview(closed, paid),
      '/api/Staff/TutorStatement': statement,
      '/api/Staff/RecordPayment': () => {
        paid = true;
        return { Id: 9 };
      },
    });
    const tutors = await screen.findByRole('table', {
      name: 'Tutors of the period',
    });
    expect(within(tutors).getByText('PHP 620.00')).toBeInTheDocument();
    closed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Close period' }));
    expect(await screen.findByText(/closed\./)).toBeInTheDocument();
    await userEvent.click(within(tutors).getByRole('button', { name: 'Review Lena Cruz' }));
    const review = await screen.findByRole('region', {
      name: /Statement of Lena Cruz/,
    });
    await userEvent.click(await within(review).findByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffMessages.referenceRequired);
    await userEvent.type(within(review).getByLabelText('Payment reference'), 'PP-7');
    await userEvent.click(within(review).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Tutors of the period' })).getByText(/PP-7/)).toBeInTheDocument());
    expect(callsTo('/api/Staff/RecordPayment')[0]?.body).toMatchObject({
      Tuid: 100297,
      Reference: 'PP-7',
    });
  });
});
