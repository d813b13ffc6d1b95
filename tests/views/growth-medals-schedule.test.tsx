import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import type { Medal, TutorRight } from '../../src/domain/growth';
import { GrowthScheduleMessages, type GrowthScheduleList, type PhotoSharing } from '../../src/domain/growth-schedule';
import { MedalNotices } from '../../src/domain/growth-medals-view';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { MedalsAndRightsSection } from '../../src/views/pages/growth/medals-and-rights';
import { RankingsCard } from '../../src/views/pages/growth/rankings-card';
import { ScheduleAndPhotos } from '../../src/views/pages/growth/schedule-and-photos';
import { scoresChanges } from './scores-changes';
import { fakeApi } from './shell-harness';

type Answers = Parameters<typeof fakeApi>[0];

function renderWith(ui: ReactNode, answers: Answers, extra: Partial<PageDeps> = {}) {
  const server = fakeApi(answers);
  const scores = scoresChanges();
  const api = {
    ...server.api,
    postWithMessage: async (path: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await server.api.post(path, body, query),
      message: path.endsWith('ScheduleSubmit') ? GrowthScheduleMessages.confirmed : GrowthScheduleMessages.photoShared,
    }),
  };
  const deps = {
    api,
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
    ...scores,
    ...extra,
  } as unknown as PageDeps;
  render(<TestPageLogicProvider deps={deps}>{ui}</TestPageLogicProvider>);
  return Object.assign(server, { scores });
}

describe('medals and rights in the growth centre', () => {
  it('receives an earned medal, wears it, and receives an unlocked right', async () => {
    const state = { received: false, worn: false, right: false };
    const medals = (): Medal[] => [
      { Code: 'LV2', Name: 'LV.2 medal', Kind: 1, Earned: true, Received: state.received, Worn: state.worn, Requirement: 'Reach LV.2' },
      { Code: 'LV3', Name: 'LV.3 medal', Kind: 1, Earned: false, Received: false, Worn: false, Requirement: 'Reach LV.3' },
    ];
    const right = (): TutorRight => ({
      Code: 'R_PET_OUTFITS',
      Name: 'Pet outfits',
      Level: 2,
      Unlocked: true,
      Received: state.right,
      ReceivedAt: state.right ? '2026-11-19T20:00:00.000Z' : null,
    });
    const server = renderWith(<MedalsAndRightsSection />, {
      '/api/GrowthSystem/LevelMedalList': () => medals(),
      '/api/GrowthSystem/GetCertificationMedals': [],
      '/api/GrowthSystem/GetLimitedTimeMedal': [],
      '/api/GrowthSystem/GetRightsList': () => [right()],
      '/api/GrowthSystem/TutorRightsRecode': () => (state.right ? [right()] : []),
      '/api/GrowthSystem/ReceviceMadal': () => ((state.received = true), medals()),
      '/api/GrowthSystem/WearMedal': () => ((state.worn = true), medals()),
      '/api/GrowthSystem/ReceiveRights': () => ((state.right = true), [right()]),
    });
    const level = await screen.findByRole('list', { name: 'Level medals' });
    expect(within(level).getByText('Reach LV.3')).toBeInTheDocument();
    await userEvent.click(within(level).getByRole('button', { name: 'Receive LV.2 medal' }));
    expect(await screen.findByText(MedalNotices.receiveMedal)).toBeInTheDocument();
    await userEvent.click(within(level).getByRole('button', { name: 'Wear LV.2 medal' }));
    expect(await within(level).findByText('Worn')).toBeInTheDocument();
    expect(server.scores.announced).toEqual([]);

    await userEvent.click(within(screen.getByRole('list', { name: 'Rights' })).getByRole('button', { name: 'Receive Pet outfits' }));
    const received = await screen.findByRole('list', { name: 'Rights received' });
    expect(await within(received).findByText('Pet outfits')).toBeInTheDocument();
    // Received at 04:00 on Nov 20 in Manila, still Nov 19 in the browser's zone (UTC).
    expect(within(received).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(server.scores.announced).toEqual([{ patch: {}, source: 'medals' }]);
    expect(server.callsTo('/api/GrowthSystem/ReceviceMadal')[0]?.query).toEqual({ MadalType: 'LV2' });
    expect(server.callsTo('/api/GrowthSystem/WearMedal')[0]?.query).toEqual({ code: 'LV2' });
    expect(server.callsTo('/api/GrowthSystem/ReceiveRights')[0]?.query).toEqual({ rightsCode: 'R_PET_OUTFITS' });
  });
});

describe('schedule confirmation and class photos in the growth centre', () => {
  const schedule = (confirmed: boolean): GrowthScheduleList => ({
    Week: '2026-11-23',
    TimeZone: 'Asia/Manila',
    SlotCount: 2,
    Days: [
      { Date: '2026-11-23', Slots: ['2026-11-23T01:00:00.000Z', '2026-11-23T01:30:00.000Z'] },
      { Date: '2026-11-24', Slots: [] },
    ],
    Confirmed: confirmed,
    ConfirmedAt: confirmed ? '2026-11-18T04:00:00.000Z' : null,
    Reward: 1,
  });

  it("confirms next week's plot, shown in the provider's zone, and tells the panel", async () => {
    let confirmed = false;
    const server = renderWith(<ScheduleAndPhotos />, {
      '/api/GrowthSystem/GetScheduleList': () => schedule(confirmed),
      '/api/GrowthSystem/GetPhotoSharing': { Photos: [], Classes: [] } satisfies PhotoSharing,
      '/api/GrowthSystem/ScheduleSubmit': () => ((confirmed = true), schedule(true)),
      '/api/GrowthSystem/GetTutorHomeTask': { Score: 21 },
    });
    const days = await screen.findByRole('list', { name: "Next week's plotted time" });
    expect(days).toHaveTextContent('2026-11-23 09:00, 09:30');
    expect(screen.getByText(/Asia\/Manila \(UTC\+08:00\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm next week (+1 growth)' }));
    expect(await screen.findByText(GrowthScheduleMessages.confirmed)).toBeInTheDocument();
    expect(screen.getByText('Confirmed on 2026-11-18 12:00.')).toBeInTheDocument();
    expect(server.callsTo('/api/GrowthSystem/ScheduleSubmit')[0]?.body).toEqual({});
    expect(server.scores.announced).toEqual([{ patch: { growthSystemScore: 21 }, source: 'schedule' }]);
  });

  it('uploads a photo of a chosen class and shares it with its caption', async () => {
    let shared = false;
    const sharing = (): PhotoSharing =>
      shared
        ? {
            Photos: [
              { Id: 1, ClassId: 7, StudentName: 'Ken', ClassStartAt: '2026-11-17T01:00:00.000Z', Caption: 'Our lesson', PhotoUrl: '/p.png', SharedAt: '' },
            ],
            Classes: [],
          }
        : { Photos: [], Classes: [{ ClassId: 7, StudentName: 'Ken', StartAt: '2026-11-17T01:00:00.000Z' }] };
    const server = renderWith(
      <ScheduleAndPhotos />,
      {
        '/api/GrowthSystem/GetScheduleList': () => schedule(false),
        '/api/GrowthSystem/GetPhotoSharing': () => sharing(),
        '/api/GrowthSystem/ClassGroupPhotoSubmit': () => ((shared = true), sharing()),
        '/api/GrowthSystem/GetTutorHomeTask': { Score: 21.25 },
      },
      {
        // The session's upload, finished at once with the stored file.
        startUpload: ({ fileCode, replyTo }) =>
          setTimeout(() =>
            replyTo?.send({
              type: 'upload.finished',
              fileCode,
              output: { status: 'done', file: { fileRef: 'f'.repeat(32), url: '', previewUrl: '', fileName: 'class.png', contentType: 'image/png', size: 3 } },
            }),
          ),
      },
    );
    const form = await screen.findByRole('form', { name: 'Share a class photo' });
    expect(within(form).getByRole('button', { name: 'Share photo' })).toBeDisabled();
    await userEvent.selectOptions(within(form).getByLabelText('Class'), '7');
    await userEvent.upload(within(form).getByLabelText('Photo'), new File(['png'], 'class.png', { type: 'image/png' }));
    expect(await within(form).findByText('class.png uploaded')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Caption'), 'Our lesson');
    await userEvent.click(within(form).getByRole('button', { name: 'Share photo' }));
    expect(await screen.findByText(GrowthScheduleMessages.photoShared)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shared photos' })).getByRole('img', { name: 'Our lesson' })).toBeInTheDocument();
    expect(server.callsTo('/api/GrowthSystem/ClassGroupPhotoSubmit')[0]?.body).toEqual({ ClassId: 7, FileRef: 'f'.repeat(32), Caption: 'Our lesson' });
  });
});

describe('the Rankings card', () => {
  it('shows top tutors and the tutor’s place on each board, linking to its page', async () => {
    renderWith(<RankingsCard />, {
      '/api/tutordata/GetRankingSummary': {
        Month: '2026-11',
        Items: [
          { Board: 'response', Title: '10s response rate ranking', Path: '/10sResponseRateRanking', Total: 4, Me: { Rank: 3, Value: 75, Count: 12 } },
          { Board: 'feel', Title: 'Emotional motivation ranking', Path: '/emotionalMotivationRanking', Total: 6, Me: null },
          { Board: 'topTutors', Title: 'Top tutors', Path: null, Total: 9, Me: { Rank: 2, Value: 40.5, Count: null } },
        ],
      },
      '/api/tutordata/GetTuTopTutorRank': {
        Board: 'topTutors',
        Month: '2026-11',
        Total: 9,
        Items: [
          { Rank: 1, TutorName: 'Paolo R.', Value: 52, Count: null, IsMe: false },
          { Rank: 2, TutorName: 'Rhea S.', Value: 40.5, Count: null, IsMe: true },
        ],
        Me: { Rank: 2, Value: 40.5, Count: null },
      },
    });
    const top = await screen.findByRole('list', { name: 'Top tutors' });
    expect(within(top).getByText('Rhea S. (you)').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('You are number 2 of 9 with 40.5 teaching points.')).toBeInTheDocument();
    const places = screen.getByRole('list', { name: 'Your place on each ranking' });
    expect(within(places).getAllByRole('listitem')).toHaveLength(2);
    expect(within(places).getByRole('link', { name: '10s response rate ranking' })).toHaveAttribute('href', '/10sResponseRateRanking');
    expect(within(places).getByText('3 of 4 (75%)')).toBeInTheDocument();
    expect(within(places).getByText('Average rating: not ranked')).toBeInTheDocument();
  });
});
