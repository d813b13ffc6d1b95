import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { HONOUR_TITLES, MILESTONES, findMilestone, honourLevels, milestoneSummary, type GradeHonour } from '../../src/domain/honours';
import { GrowthMessages, TaskCategory, type GrowthHome, type PetInfo, type TaskDataDetail } from '../../src/domain/growth';
import GrowthCenterPage from '../../src/views/pages/growth/growth-center.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { scoresChanges } from './scores-changes';
import { fakeApi } from './shell-harness';

/** A tiny server: one manual beginner task; claiming it moves LV.1 to LV.2; the pet adopts and renames. */
function fakeGrowthServer() {
  const state = { done: false, claimed: false, pet: null as null | { name: string; renames: number } };
  const task = (): TaskDataDetail => ({
    TaskCode: 'B_READ_GUIDE',
    TaskName: 'Read the growth centre guide',
    Score: 2,
    Status: state.done ? 2 : 0,
    ReceiveStatus: state.claimed ? 1 : 0,
    Progress: state.done ? 1 : 0,
    Target: 1,
    NeedsStart: false,
    Manual: true,
  });
  const home = (): GrowthHome => ({
    IsTestGroup: true,
    Score: state.claimed ? 17 : 15,
    Level: state.claimed ? 2 : 1,
    LevelName: state.claimed ? 'LV.2' : 'LV.1',
    LevelProgress: state.claimed ? 0.01 : 0,
    NextLevelScore: state.claimed ? 400 : 15,
    UnclaimedPoints: state.done && !state.claimed ? 2 : 0,
    RemainingPoints: state.claimed ? 383 : 0,
    JoinDay: 4,
    TaskList: [{ Category: TaskCategory.beginner, CategoryName: 'Beginner tasks', Total: 1, Completed: state.done ? 1 : 0, TaskDataDetail: [task()] }],
  });
  const pet = (): PetInfo => ({
    IsAdopt: state.pet !== null,
    PetName: state.pet?.name ?? '',
    PetLevel: state.claimed ? 2 : 1,
    AlterNum: state.pet?.renames ?? 0,
    IsCanModified: state.pet !== null && state.pet.renames < 3,
    PictureUrl: '/images/pet/pet-lv1.svg',
    WornSkinId: null,
  });
  const { api, callsTo } = fakeApi({
    '/api/GrowthSystem/GetTutorHomeTask': () => home(),
    '/api/GrowthSystem/GetPetInfo': () => pet(),
    '/api/GrowthSystem/GetReceiveRecordToDay': () =>
      state.claimed ? [{ TaskCode: 'B_READ_GUIDE', TaskName: 'Read the growth centre guide', Score: 2, ReceivedAt: '' }] : [],
    '/api/GrowthSystem/GetTutorHaveSkin': [],
    '/api/GrowthSystem/GetGradeHonorDetail': () => honour(state.claimed ? 2 : 1),
    '/api/GrowthSystem/GetMilestoneList': () => MILESTONES.map((m) => milestoneSummary(m, m.type === 1 ? 120 : 0)),
    '/api/GrowthSystem/GetMilestoneDetail': (query: unknown) => {
      const m = findMilestone((query as { type: number }).type)!;
      const count = m.type === 1 ? 120 : 0;
      return {
        ...milestoneSummary(m, count),
        Steps: m.steps.map((step) => ({ Step: step, Reached: count >= step, ReachedAt: count >= step ? '2026-03-02T01:00:00.000Z' : null })),
      };
    },
    // Course learning has its own view test (growth-courses.test.tsx): here, not yet subscribed.
    '/api/GrowthSystem/GetCourseLearning': {
      IsSubscribed: false,
      IsCheckCourseTest: false,
      IsCheckVideoTrain: false,
      Finished: 0,
      Received: 0,
      UnclaimedPoints: 0,
      ReceivedPoints: 0,
    },
    '/api/GrowthSystem/GetReceiveByCourse': [],
    '/api/GrowthSystem/RequestLog': { Id: 41, Page: 'achievementRewards', StartedAt: '', Seconds: 0 },
    '/api/GrowthSystem/UpdateLogTime': { Id: 41, Page: 'achievementRewards', StartedAt: '', Seconds: 3 },
    // The growth ranking has its own view test (growth-ranking.test.tsx).
    '/api/GrowthSystem/GetGrowthPonitRanking': { Month: '2026-11', Total: 0, Items: [] },
    '/api/GrowthSystem/LevelMedalList': () => [
      { Code: 'LV2', Name: 'LV.2 medal', Kind: 1, Earned: state.claimed, Received: false, Worn: false, Requirement: 'Reach LV.2' },
    ],
    '/api/GrowthSystem/GetCertificationMedals': [],
    '/api/GrowthSystem/GetLimitedTimeMedal': [],
    '/api/GrowthSystem/GetRightsList': [],
    '/api/GrowthSystem/TutorRightsRecode': [],
    '/api/GrowthSystem/GetScheduleList': {
      Week: '2026-11-23',
      TimeZone: 'Asia/Manila',
      SlotCount: 0,
      Days: [],
      Confirmed: false,
      ConfirmedAt: null,
      Reward: 1,
    },
    '/api/GrowthSystem/GetPhotoSharing': { Photos: [], Classes: [] },
    '/api/tutordata/GetRankingSummary': { Month: '2026-11', Items: [] },
    '/api/tutordata/GetTuTopTutorRank': { Board: 'topTutors', Month: '2026-11', Total: 0, Items: [], Me: null },
    '/api/GrowthSystem/GetTuGrowthRank': { Month: '2026-11', Rank: 0, Score: 0, Tutors: 0 },
    '/api/GrowthSystem/DoTaskAsync': () => ((state.done = true), home()),
    '/api/GrowthSystem/ReceivePoint': () => ((state.claimed = true), home()),
    '/api/GrowthSystem/AdoptPet': () => ((state.pet = { name: 'Sprout', renames: 0 }), pet()),
    '/api/GrowthSystem/AlterPetName': (query: unknown) => {
      state.pet = { name: (query as { petName: string }).petName, renames: (state.pet?.renames ?? 0) + 1 };
      return pet();
    },
  });
  const withMessage = {
    ...api,
    postWithMessage: async (path: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await api.post(path, body, query),
      message: path.endsWith('ReceivePoint') ? GrowthMessages.claimed : '',
    }),
  };
  return { api: withMessage, callsTo };
}

const honour = (level: number): GradeHonour => ({
  Level: level,
  LevelName: `LV.${level}`,
  Honour: HONOUR_TITLES[level]!,
  Score: 15,
  NextLevelScore: 400,
  Levels: honourLevels(level, ['2026-01-04T20:00:00.000Z', '2026-02-05T01:00:00.000Z', null, null, null, null, null, null]),
});

function renderGrowth() {
  const server = fakeGrowthServer();
  const scores = scoresChanges();
  const deps = {
    api: server.api,
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
    ...scores,
  } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={memoryLocation({ path: '/growthCenter' }).hook}>
        <GrowthCenterPage />
      </Router>
    </TestPageLogicProvider>,
  );
  return Object.assign(server, { scores });
}

describe('the growth centre page', () => {
  it('does a task, claims its points and shows the level move', async () => {
    const server = renderGrowth();
    expect(await screen.findByTestId('growth-level')).toHaveTextContent('LV.1');
    expect(screen.getByRole('link', { name: 'Achievement rewards' })).toHaveAttribute('aria-current', 'page');
    const guide = screen.getByRole('listitem', { name: 'Read the growth centre guide' });
    await userEvent.click(within(guide).getByRole('button', { name: 'Go' }));
    await userEvent.click(await within(guide).findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText(GrowthMessages.claimed)).toBeInTheDocument();
    expect(screen.getByTestId('growth-level')).toHaveTextContent('LV.2');
    expect(screen.getByTestId('growth-score')).toHaveTextContent('17');
    expect(within(guide).getByText('Claimed')).toBeInTheDocument();
    expect(server.callsTo('/api/GrowthSystem/ReceivePoint')[0]?.query).toEqual({ TaskCode: 'B_READ_GUIDE' });
    // The claim reaches the person panel's Growth Values, and the other growth cards load again without a reload.
    expect(server.scores.announced).toEqual([{ patch: { growthSystemScore: 17 }, source: 'growthCentre' }]);
    const medals = screen.getByRole('list', { name: 'Level medals' });
    expect(await within(medals).findByRole('button', { name: 'Receive LV.2 medal' })).toBeInTheDocument();
    expect(server.callsTo('/api/GrowthSystem/GetGradeHonorDetail')).toHaveLength(2);
    expect(server.callsTo('/api/GrowthSystem/GetGrowthPonitRanking')).toHaveLength(2);
    // One visit opened for the page, none closed while it stays open.
    expect(server.callsTo('/api/GrowthSystem/RequestLog').map((c) => c.body)).toEqual([{ Page: 'achievementRewards' }]);
    expect(server.callsTo('/api/GrowthSystem/UpdateLogTime')).toHaveLength(0);
  });

  it('adopts the pet, refuses a bad name without a call, and renames it', async () => {
    const server = renderGrowth();
    const card = await screen.findByRole('region', { name: 'My pet' });
    await userEvent.click(within(card).getByRole('button', { name: 'Adopt a pet' }));
    expect(await within(card).findByTestId('pet-name')).toHaveTextContent('Sprout');
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    await userEvent.clear(within(card).getByLabelText('New name'));
    await userEvent.type(within(card).getByLabelText('New name'), 'Mo<chi>');
    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GrowthMessages.petNameInvalid);
    expect(server.callsTo('/api/GrowthSystem/AlterPetName')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    await userEvent.clear(within(card).getByLabelText('New name'));
    await userEvent.type(within(card).getByLabelText('New name'), 'Mochi');
    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(await within(card).findByText('Mochi')).toBeInTheDocument();
    expect(within(card).getByText(/renamed 1 of 3 times/)).toBeInTheDocument();
  });

  it('shows the grade honour by level and opens a milestone’s steps', async () => {
    const server = renderGrowth();
    const honourCard = await screen.findByRole('region', { name: /Grade honour/ });
    expect(within(honourCard).getByTestId('honour')).toHaveTextContent('Newcomer');
    const levels = within(honourCard).getByRole('list', { name: 'Honour by level' });
    expect(within(levels).getAllByRole('listitem')).toHaveLength(8);
    // Reached at 04:00 on Jan 5 in Manila, still Jan 4 in the browser's zone (UTC).
    expect(within(levels).getAllByRole('listitem')[0]).toHaveTextContent('reached Jan 5, 2026');
    const milestones = screen.getByRole('region', { name: 'Milestones' });
    const classes = within(milestones).getByRole('button', { name: /Classes finished/ });
    expect(classes).toHaveTextContent('120 classes');
    expect(classes).toHaveTextContent('2 of 7 steps · next at 500');
    await userEvent.click(classes);
    const steps = await within(milestones).findByRole('table', { name: 'Classes finished steps' });
    expect(within(steps).getAllByRole('row')).toHaveLength(8);
    expect(within(steps).getAllByText('not yet')).toHaveLength(5);
    expect(server.callsTo('/api/GrowthSystem/GetMilestoneDetail')[0]?.query).toEqual({ type: 1 });
    await userEvent.click(classes);
    expect(within(milestones).queryByRole('table')).toBeNull();
  });
});
