import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import type { ClassDetailHeader } from '../../src/machines/class-detail-header.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import ClassDetailPage from '../../src/views/pages/class-detail/class-detail.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const T = '/api/ClassTable';
const header = (patch: Partial<ClassDetailHeader> = {}): ClassDetailHeader => ({
  info: { UCID: 17001, CLID: 501, StuUID: 7001, SID: 0, IsOverClass: true, istext: false },
  Student: { Name: 'Lily Chen', EnglishLevel: 'A1', Country: 'China', AgeBand: '6-8' },
  CourseName: 'Phonics Starter',
  LessonName: 'Lesson 2',
  ClassTool: 7,
  ClassToolName: 'ClassIn',
  ClassType: 'regular',
  ClassTypeLabel: 'Regular class',
  Status: 'finished',
  StatusDetail: '',
  DisplayStatus: 'finished',
  StartTime: '2026-03-25T01:30:00.000Z',
  EndTime: '2026-03-25T01:55:00.000Z',
  LocalStart: '2026-03-25 09:30',
  LocalEnd: '2026-03-25 09:55',
  TimeZone: 'Asia/Manila',
  ZoneLabel: 'Asia/Manila (UTC+08:00)',
  ...patch,
});
const student = {
  UID: 7001,
  Name: 'Lily Chen',
  AgeBand: '6-8',
  EnglishLevel: 'A1',
  Country: 'China',
  TimeZone: '',
  LearningGoals: 'Read stories',
  Interests: 'Cats',
  ClassesWithYou: 3,
  LastClassWithYou: '',
};
const summary = {
  StuUID: 7001,
  FinishedClasses: 3,
  RemarkedClasses: 2,
  Averages: { Pronunciation: 3, Fluency: 4.5 },
  AverageLevelRate: 4,
  AverageTextbookScore: 0,
};
const ai = { CLID: 501, Ready: true, Summary: 'Over 2 rated classes, Fluency is the strongest skill (4.5/5) and Pronunciation needs the most practice (3/5).' };
const materials = { UCID: 17001, CLID: 501, Lines: [], CurrentIndex: -1 };

function renderPage(path: string, answers: Answers) {
  const { api, callsTo } = fakeApi(answers);
  const deps = { api, reportError: () => {}, startUpload: () => {} } as unknown as PageDeps;
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const [pathname, search = ''] = path.split('?');
  window.history.replaceState(null, '', `${pathname}${search ? `?${search}` : ''}`);
  const location = memoryLocation({ path: pathname! });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>
          <ClassDetailPage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  return { callsTo };
}

const answers = (patch: Partial<ClassDetailHeader> = {}): Answers => ({
  [`${T}/GetClassDetails`]: header(patch),
  [`${T}/GetStuInfoByUID`]: student,
  [`${T}/GetCurrentStudentAppraisalItemSuggestionList`]: [{ Id: 1, Text: 'Praise the effort.' }],
  [`${T}/GetUserSummaryAnalysis`]: summary,
  [`${T}/GetAIReportSummary`]: ai,
  [`${T}/GetTeachingMaterials`]: materials,
});

describe('the class detail page', () => {
  it("shows the class facts and the student's profile with their progress and written summary", async () => {
    const { callsTo } = renderPage('/classDetail/501', answers());
    expect(await screen.findByRole('heading', { level: 1, name: 'Regular class with Lily Chen' })).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Student profile' });
    expect(within(profile).getByText('Read stories')).toBeInTheDocument();
    const progress = await within(profile).findByRole('region', { name: 'Progress with you' });
    expect(within(progress).getByText('Rated classes').nextSibling).toHaveTextContent('2');
    expect(within(progress).getByText('Fluency').nextSibling).toHaveTextContent('4.5/5');
    // A skill without ratings is not listed.
    expect(within(progress).queryByText('Grammar')).toBeNull();
    expect(within(progress).getByLabelText('Report summary')).toHaveTextContent(ai.Summary);
    expect(callsTo(`${T}/GetUserSummaryAnalysis`)[0]?.query).toEqual({ clid: 501 });
    expect(screen.getByRole('button', { name: 'Praise the effort.' })).toBeInTheDocument();
  });

  it('opens /classDetailtest?clid= on the test courses, and explains a missing class id', async () => {
    const { callsTo } = renderPage(
      '/classDetailtest?clid=501',
      answers({ Status: 'booked', info: { UCID: 17001, CLID: 501, StuUID: 7001, SID: 0, IsOverClass: false, istext: false } }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Test materials');
    await screen.findByRole('region', { name: 'Student profile' });
    await expect.poll(() => callsTo(`${T}/GetTeachingMaterials`).length).toBeGreaterThan(0);
    expect(callsTo(`${T}/GetTeachingMaterials`)[0]?.body).toMatchObject({ UCID: 17001, isTest: true });
  });

  it('offers the SMS notice on a coming trial class once, and shows when it was sent', async () => {
    let sent = false;
    const coming = {
      Status: 'booked',
      ClassType: 'trial',
      ClassTypeLabel: 'Trial class',
      StartTime: '2099-03-25T01:30:00.000Z',
      EndTime: '2099-03-25T01:55:00.000Z',
    };
    const { callsTo } = renderPage('/classDetail/501', {
      ...answers({ ...coming, info: { UCID: 17001, CLID: 501, StuUID: 7001, SID: 0, IsOverClass: false, istext: false } }),
      [`${T}/GetTrialClassSMSNoticeStatus`]: () =>
        sent
          ? { CanSend: false, Reason: 'The SMS notice was already sent for this class.', Sent: true, SentAt: '2026-11-23T01:00:00.000Z' }
          : { CanSend: true, Reason: '', Sent: false, SentAt: '' },
      [`${T}/SendTrialClassSMSNotice`]: () => {
        sent = true;
        return { Sent: true, Status: 'held' };
      },
      [`${T}/GetLessonPlanInfo`]: { CLID: 501, Content: '', MaterialReasons: [], SubjectName: '', UpdatedAt: '' },
    });
    const section = await screen.findByRole('region', { name: 'Trial class SMS notice' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Send SMS notice' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('The student was sent an SMS notice.');
    expect(await within(section).findByText('Sent 2026-11-23 01:00 UTC')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send SMS notice' })).toBeNull();
    expect(callsTo(`${T}/SendTrialClassSMSNotice`)[0]?.query).toEqual({ clid: 501 });
  });

  it("shows the lesson plan state of the tutor's coming classes under the plan, refreshed after a save", async () => {
    let planned = false;
    const coming = {
      Status: 'booked',
      StartTime: '2099-03-25T01:30:00.000Z',
      EndTime: '2099-03-25T01:55:00.000Z',
      info: { UCID: 17001, CLID: 501, StuUID: 7001, SID: 0, IsOverClass: false, istext: false },
    };
    const state = () => ({
      Days: 7,
      Pending: planned ? 1 : 2,
      Classes: [
        { CLID: 501, StartTime: '2099-03-25T01:30:00.000Z', StudentName: 'Lily Chen', HasPlan: planned },
        { CLID: 502, StartTime: '2099-03-26T01:30:00.000Z', StudentName: 'Kenji Sato', HasPlan: false },
      ],
    });
    renderPage('/classDetail/501', {
      ...answers(coming),
      [`${T}/GetLessonPlanInfo`]: { CLID: 501, Content: '', MaterialReasons: [], SubjectName: '', UpdatedAt: '' },
      [`${T}/GetTutorLessonPlanState`]: state,
      [`${T}/SaveLessonPlanInfo`]: () => {
        planned = true;
        return { CLID: 501, Content: 'Songs first', MaterialReasons: [], SubjectName: '', UpdatedAt: '2026-11-23T01:00:00.000Z' };
      },
    });
    const section = await screen.findByRole('region', { name: 'Lesson plan' });
    expect(await within(section).findByText('2 of 2 classes of the next 7 days need a plan.')).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Lesson plan state' });
    expect(within(list).getByRole('link', { name: /Kenji Sato/ })).toHaveAttribute('href', '/classDetail/502');
    await userEvent.type(within(section).getByLabelText('Plan for this class'), 'Songs first');
    await userEvent.click(within(section).getByRole('button', { name: 'Save lesson plan' }));
    expect(await within(section).findByText('1 of 2 classes of the next 7 days need a plan.')).toBeInTheDocument();
    expect(within(list).getAllByText('Planned')).toHaveLength(1);
  });

  it('does not offer the SMS notice on a regular or past class', async () => {
    renderPage('/classDetail/501', answers());
    await screen.findByRole('region', { name: 'Student profile' });
    expect(screen.queryByRole('region', { name: 'Trial class SMS notice' })).toBeNull();
  });

  it('answers a bad class id with an alert and a way back', () => {
    renderPage('/classDetailtest', answers());
    expect(screen.getByRole('alert')).toHaveTextContent('This class does not exist.');
    expect(screen.getByRole('link', { name: 'Open the class table' })).toHaveAttribute('href', '/classTab');
  });
});
