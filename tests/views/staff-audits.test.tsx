import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { ApiError } from '../../src/services/api-errors';
import { QUEUE_DECISIONS, type LeaveQueueItem, type StaffPageOf, type TutorLedgerItem } from '../../src/domain/staff-audits';
import type { AuditLogItem, TutorRecordSummary } from '../../src/domain/staff-console';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import StaffConsolePage from '../../src/views/pages/staff/staff-console.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const leave: LeaveQueueItem = {
  Id: 7,
  Tuid: 100481,
  Account: 'auditleave',
  Name: 'Nina Reyes',
  StartAt: '2026-12-01T06:00:00.000Z',
  EndAt: '2026-12-02T06:00:00.000Z',
  LeaveType: 2,
  Reason: 'Family event in the province.',
  HasProof: false,
  CreatedAt: '2026-11-24T04:00:00.000Z',
};
const entry: AuditLogItem = {
  Id: 50,
  ActorId: 100240,
  ActorAccount: 'staff',
  Action: 'leave.approve',
  SubjectType: 'tutor_leave',
  SubjectId: '7',
  TutorId: 100481,
  Before: null,
  After: null,
  CreatedAt: '2026-11-24T06:05:00.000Z',
};
const summary: TutorRecordSummary = {
  Tuid: 100485,
  Account: 'auditappeal',
  Name: 'Ana Cruz',
  Email: 'auditappeal@example.com',
  Group: 'Manila Team 3',
  Franchisee: false,
  Disabled: false,
  CreatedAt: '2026-07-27T00:00:00Z',
  Classes: [],
  Ledger: [],
  CurrentPeriod: '2026-11',
  CurrentPeriodPhp: 0,
  LastPayment: null,
  PaymentAccountConfirmed: false,
  Messages: { Total: 0, Unread: 0 },
  AuditEntries: 0,
};

function renderConsole(
  path: string,
  answers: Answers,
  posted: Array<{ path: string; body: unknown }> = [],
  postAnswer: () => unknown = () => ({ body: {}, message: '' }),
) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: {
      ...api,
      postWithMessage: async (callPath: string, body: unknown) => {
        posted.push({ path: callPath, body });
        const answer = postAnswer();
        if (answer instanceof Error) throw answer;
        return answer;
      },
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
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const location = memoryLocation({ path, record: true });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
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

describe('staff console: audits, replies and the record lists', () => {
  it('reaches the audit queues from the navigation and switches queues by their tabs', async () => {
    const { location } = renderConsole('/staff', {
      '/api/Staff/PersonalDataQueue': { Total: 0, Items: [] },
      '/api/Staff/LeaveQueue': { Total: 1, Items: [leave] },
    });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Audits' }));
    expect(location.history?.at(-1)).toBe('/staff/audits');
    expect(await screen.findByRole('heading', { name: 'Personal data' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits here.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Audits queues' })).getByRole('link', { name: 'Leave' }));
    const table = await screen.findByRole('table', { name: 'Leave waiting' });
    expect(within(table).getByRole('row', { name: /Nina Reyes \(auditleave\).*2026-12-01 06:00 UTC.*Personal leave/ })).toBeInTheDocument();
  });

  it('refuses a refusal without a reason, then approves: the result and its audit entry show and the item is gone', async () => {
    const posted: Array<{ path: string; body: unknown }> = [];
    let loads = 0;
    renderConsole(
      '/staff/audits/leaves',
      {
        '/api/Staff/LeaveQueue': () => (loads++ === 0 ? { Total: 1, Items: [leave] } : { Total: 0, Items: [] }),
        '/api/Staff/AuditLog': { Total: 1, Items: [entry] } satisfies StaffPageOf<AuditLogItem>,
      },
      posted,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open leave of Nina Reyes from 2026-12-01 06:00 UTC' }));
    const item = screen.getByRole('article', { name: 'Open: leave of Nina Reyes from 2026-12-01 06:00 UTC' });
    expect(within(item).getByText('Family event in the province.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Refuse' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(QUEUE_DECISIONS.leaves.actions[1]!.textRequired!);
    expect(posted).toEqual([]);
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const status = await screen.findByRole('status', { name: 'Decision' });
    expect(status).toHaveTextContent('Approve: done for Nina Reyes.');
    await waitFor(() => expect(status).toHaveTextContent('Audit entry: leave.approve by staff at 2026-11-24 06:05 UTC.'));
    expect(within(status).getByRole('link', { name: 'Audit log of tutor 100481' })).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/Staff/ReviewLeave', body: { Id: 7, Approve: true } }]);
    expect(await screen.findByText('Nothing waits here.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the decision and keeps the item open", async () => {
    renderConsole(
      '/staff/replies/feedbackReplies',
      {
        '/api/Staff/FeedbackReplyQueue': {
          Total: 1,
          Items: [
            {
              Id: 12,
              Tuid: 100483,
              Account: 'auditfeedback',
              Name: 'Clara Lim',
              Type: 'Suggestion',
              ClassId: null,
              Remark: 'Idea',
              LastPost: 'Idea',
              WaitingSince: '2026-11-24T03:00:00Z',
              Thread: [],
            },
          ],
        },
      },
      [],
      () => new ApiError('business', 'This feedback does not exist.', 5),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open feedback 12 of Clara Lim' }));
    await userEvent.type(screen.getByLabelText('Reply'), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const item = screen.getByRole('article', { name: 'Open: feedback 12 of Clara Lim' });
    expect(await within(item).findByRole('alert')).toHaveTextContent('This feedback does not exist.');
  });

  it("pages a tutor record's lists by tab", async () => {
    const ledger = (id: number): TutorLedgerItem => ({
      Id: id,
      Account: 'teaching_points',
      Amount: -10,
      Rule: 'tp.complaint',
      Note: `Complaint ${id}`,
      CountsAt: '2026-11-21T07:25:00Z',
      Reverses: null,
    });
    const { callsTo } = renderConsole('/staff/tutors/100485', {
      '/api/Staff/TutorSummary': summary,
      '/api/Staff/TutorAccount': pendingAccount(),
      '/api/Staff/TutorClassHistory': { Total: 0, Items: [] },
      '/api/Staff/TutorLedger': (query: unknown) => ({ Total: 12, Items: [ledger((query as { pageIndex: number }).pageIndex)] }),
    });
    expect(await screen.findByRole('tab', { name: 'Classes', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ledger' }));
    const table = await screen.findByRole('table', { name: 'Ledger of the tutor' });
    expect(within(table).getByText('Complaint 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Complaint 2')).toBeInTheDocument();
    expect(callsTo('/api/Staff/TutorLedger').map((call) => call.query)).toEqual([
      { tuid: '100485', pageIndex: 1, pageSize: 10 },
      { tuid: '100485', pageIndex: 2, pageSize: 10 },
    ]);
  });
});

/** The account panel's load never answers: this test is about the lists. */
function pendingAccount() {
  return () => new Promise<never>(() => {});
}
