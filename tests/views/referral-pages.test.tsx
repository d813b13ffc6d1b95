import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LotteryMessages, type LotteryDraw } from '../../src/domain/referrals';
import ReferralListPage from '../../src/views/pages/referrals/referral-list.page';
import ReferralOverviewPage from '../../src/views/pages/referrals/referral-overview.page';
import ReferralStatusPage from '../../src/views/pages/referrals/referral-status.page';
import ReferralsPage from '../../src/views/pages/referrals/referrals.page';
import { ReferralShareButton } from '../../src/views/voices/ReferralShareButton';
import { renderInShell, tutor, type Answers } from './shell-harness';

const summary = { BeginDate: '', EndDate: '', Referred: 4, AccountsOpened: 3, FirstClasses: 2, GrowthEarned: 43, DrawsLeft: 1 };
const prizes = [{ Id: 1, Name: 'Portal mug', Stock: 3 }];

function overviewAnswers(draws: LotteryDraw[], left: { n: number }): Answers {
  return {
    '/api/Referrals/ReferralInfo': summary,
    '/api/Referrals/LotteryInfo': () => ({ DrawsLeft: left.n, Prizes: prizes }),
    '/api/Referrals/LotteryPrizeList': () => ({
      Total: left.n === 0 ? 1 : 0,
      Items: left.n === 0 ? [{ Id: 9, Prize: 'Portal mug', At: '2026-11-19T20:00:00.000Z' }] : [],
    }),
    '/api/Referrals/LotteryDraw': () => {
      left.n -= 1;
      return draws.shift();
    },
  };
}

describe('referral pages', () => {
  it('/referrals shows the period figures, draws in the notice dialog and warns when no draw is left', async () => {
    const user = userEvent.setup();
    const left = { n: 1 };
    const { callsTo } = renderInShell(<ReferralOverviewPage />, {
      answers: overviewAnswers([{ Won: true, Prize: 'Portal mug', DrawsLeft: 0, Message: LotteryMessages.won('Portal mug') }], left),
      path: '/referrals',
    });
    const figures = await screen.findByLabelText('Referrals in this period');
    await waitFor(() =>
      expect(
        within(figures)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['4', '3', '2', '43']),
    );
    expect(callsTo('/api/Referrals/ReferralInfo')[0]?.query).toEqual({
      beginDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      endDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(screen.getByRole('list', { name: 'Prizes' })).toHaveTextContent('Portal mug 3 left');

    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    const won = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(won).toHaveTextContent('You won: Portal mug!');
    await user.click(within(won).getByRole('button', { name: 'OK' }));
    // Won at 04:00 on Nov 20 in Manila, still Nov 19 in the browser's zone (UTC).
    expect(await screen.findByRole('list', { name: 'My prizes' })).toHaveTextContent('Portal mug Nov 20, 2026');

    await waitFor(() => expect(screen.getByText(/Draws left/)).toHaveTextContent('Draws left: 0'));
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(LotteryMessages.noDraws);
    expect(callsTo('/api/Referrals/LotteryDraw')).toHaveLength(1);
  });

  it('/referralsList lists the referrals a page at a time, each opening its status', async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      ApplyId: i + 1,
      Name: `Tutor ${i + 1}`,
      Email: '',
      Country: 'Philippines',
      Step: 'Applied',
      AppliedAt: '2026-10-31T18:00:00.000Z',
    }));
    const { callsTo } = renderInShell(<ReferralListPage />, {
      answers: { '/api/Referrals/ReferralVerson': { Version: 2 }, '/api/Referrals/TeachReferralsV2': { Total: 7, Items: items } },
      path: '/referralsList',
    });
    const table = await screen.findByRole('table', { name: 'Referred tutors' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByRole('link', { name: 'Status of Tutor 2' })).toHaveAttribute('href', '/referralStatus?applyId=2');
    // Applied at 02:00 on Nov 1 in Manila, still Oct 31 in the browser's zone (UTC).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Tutor 1PhilippinesAppliedNov 1, 2026Status');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo('/api/Referrals/TeachReferralsV2').at(-1)?.body).toEqual({ pageIndex: 2, pageSize: 5 }));
  });

  it('/referralsList uses TeachReferrals when ReferralVerson says 1', async () => {
    renderInShell(<ReferralListPage />, {
      answers: {
        '/api/Referrals/ReferralVerson': { Version: 1 },
        '/api/teachInfo/TeachReferrals': [
          {
            ApplyId: 3,
            FirstName: 'Joy',
            LastName: 'Santos',
            Email: '',
            Country: 'South Africa',
            Status: 'Account opened',
            CreateTime: '2026-11-01T00:00:00.000Z',
          },
        ],
      },
      path: '/referralsList',
    });
    expect(await screen.findByRole('link', { name: 'Status of Joy Santos' })).toHaveAttribute('href', '/referralStatus?applyId=3');
  });

  it("/referralStatus shows the referral's track, levels, bonuses and team", async () => {
    const { callsTo } = renderInShell(<ReferralStatusPage />, {
      answers: {
        '/api/Referrals/ReferralVerson': { Version: 2 },
        '/api/Referrals/ReferralTutorInfo': {
          ApplyId: 4,
          Name: 'Liza Garcia',
          Email: 'liza@example.com',
          Country: 'Philippines',
          SkyID: '',
          MobileNumber: '',
          Step: 'First class',
          AppliedAt: '2026-09-01T00:00:00.000Z',
          TutorId: 7,
          FinishedClasses: 12,
        },
        '/api/Referrals/ReferralTutorLevelRecord': [{ Level: 'LV.2', Score: 17, At: '2026-10-01T00:00:00.000Z' }],
        '/api/Referrals/TrackLogV2': [
          { Step: 'Applied', At: '2026-09-01T00:00:00.000Z' },
          { Step: 'First class', At: '2026-09-14T20:00:00.000Z' },
        ],
        '/api/Referrals/ReferralBoundsList': {
          Total: 1,
          Items: [{ Rule: 'gv.referral_started_class', Name: 'Referral started class', Amount: 20, At: '2026-09-15T00:00:00.000Z', Reversed: false }],
        },
        '/api/Referrals/ReferralTeam': { Total: 1, Items: [{ Name: 'Carlo R.', Country: 'Kenya', Step: 'Applied', AppliedAt: '2026-11-01T00:00:00.000Z' }] },
      },
      path: '/referralStatus?applyId=4',
    });
    expect(await screen.findByRole('heading', { name: 'Referral status: Liza Garcia' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Application track' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sep 1, 2026Applied', 'Sep 15, 2026First class']);
    expect(screen.getByRole('region', { name: 'Growth levels' })).toHaveTextContent('LV.2 (17 growth)');
    expect(await within(screen.getByRole('region', { name: 'Bonuses' })).findByRole('row', { name: /Referral started class \+20/ })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Their team' })).findByRole('row', { name: /Carlo R\. Kenya Applied/ })).toBeInTheDocument();
    expect(callsTo('/api/Referrals/ReferralTutorInfo')[0]?.query).toEqual({ applyId: 4 });
  });

  it("/myReferrals opens a referral's track with its times in the provider's zone, named once", async () => {
    renderInShell(<ReferralsPage />, {
      answers: {
        '/api/TutorComm/GetReferralLink': { ReferralUrl: 'https://portal.example/apply?ref=T7' },
        '/api/Referrals/TeachReferralsV2': {
          Total: 1,
          Items: [
            { ApplyId: 4, Name: 'Liza Garcia', Email: 'liza@example.com', Country: 'Philippines', Step: 'Applied', AppliedAt: '2026-09-01T00:00:00.000Z' },
          ],
        },
        '/api/Referrals/TrackLogV2': [{ Step: 'Applied', At: '2026-09-01T11:00:00.000Z' }],
      },
      path: '/myReferrals',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Track of Liza Garcia' }));
    const track = await screen.findByRole('region', { name: 'Application track' });
    // 11:00 UTC is 7:00 PM in Manila.
    expect(await within(track).findByRole('listitem')).toHaveTextContent('Sep 1, 2026, 7:00 PMApplied');
    expect(within(track).getByText('Times in Asia/Manila.')).toBeInTheDocument();
  });

  it('the share button is hidden when limitRefferal is set, and otherwise shows the link', async () => {
    const answers = { '/api/TutorComm/GetReferralLink': { ReferralUrl: 'https://portal.example/apply?ref=T7' } };
    const limited = renderInShell(<ReferralShareButton />, { answers, user: tutor({ limitRefferal: true }) });
    expect(screen.queryByRole('button', { name: 'Share your referral link' })).not.toBeInTheDocument();
    limited.unmount();
    renderInShell(<ReferralShareButton />, { answers, user: tutor({ limitRefferal: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Share your referral link' }));
    const panel = await screen.findByRole('dialog', { name: 'Refer a tutor' });
    expect(await within(panel).findByLabelText('Your referral link')).toHaveValue('https://portal.example/apply?ref=T7');
    expect(within(panel).getByRole('link', { name: 'Add a referral' })).toHaveAttribute('href', '/myReferrals');
  });
});
