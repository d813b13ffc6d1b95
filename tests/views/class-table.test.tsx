import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMachine, emit } from 'xstate';
import { createClassTableLogic } from '../../src/actors/class-table.actors';
import type { PageDeps } from '../../src/actors/page-logic';
import type { ClassTableClass, ClassTablePeriod } from '../../src/domain/class-table';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiError } from '../../src/services/api-errors';
import type { ClassroomWindows } from '../../src/services/classroom-windows';
import ClassTablePage from '../../src/views/pages/class-table/class-table.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts, loadedRealtime } from '../machines/path-testing';
import { demoSetting, fakeApi, tutor, type Answers } from './shell-harness';

const lesson = (patch: Partial<ClassTableClass>): ClassTableClass => ({
  CLID: 501,
  UCID: 17002,
  StuUID: 7002,
  SID: 0,
  SmallClassId: null,
  StudentName: 'Kenji Sato',
  StudentLevel: 'B1',
  CourseName: 'Business English Essentials',
  LessonName: 'Lesson 4',
  ClassTool: 7,
  ClassToolName: 'ClassIn',
  ClassType: 'regular',
  ClassTypeLabel: 'Regular class',
  StartTime: '2026-03-25T01:30:00.000Z',
  EndTime: '2026-03-25T01:55:00.000Z',
  Status: 'booked',
  StatusDetail: '',
  IsOverClass: false,
  DisplayStatus: 'unfinished',
  JoinCall: 'JoinClassIn',
  CanJoin: true,
  JoinOpensAt: '2026-03-25T01:15:00.000Z',
  ...patch,
});
const week = (classes: ClassTableClass[]): ClassTablePeriod => ({
  TimeZone: 'Asia/Manila',
  ZoneLabel: 'Asia/Manila (UTC+08:00)',
  FirstDay: '2026-03-23',
  Days: 7,
  StartTime: '2026-03-22T16:00:00.000Z',
  EndTime: '2026-03-29T16:00:00.000Z',
  ServerTime: '2026-03-25T01:20:00.000Z',
  Classes: classes,
});
const link = { Url: 'https://classin.example/join?room=r&token=t', Room: 'r', Token: 't', ToolName: 'ClassIn', ForClient: false };

function renderClassTable(answers: Answers) {
  const { api, callsTo } = fakeApi(answers);
  const realtime = createMachine({ on: { 'test.classChanged': { actions: emit({ type: 'classes.changed' }) } } });
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(realtime),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const windows: string[] = [];
  const fakeWindows: ClassroomWindows = {
    openPending: () => void windows.push('pending'),
    show: (url) => void windows.push(url),
    closePending: () => void windows.push('closed'),
    preload: (url) => void windows.push(`preload ${url}`),
    isMac: () => false,
    copy: async () => {},
  };
  const reported: ApiError[] = [];
  const deps = { api, reportError: (error: ApiError) => reported.push(error), startUpload: () => {} } as unknown as PageDeps;
  const overrides = [[createClassTableLogic, createClassTableLogic(deps, fakeWindows)]] as const;
  let session: ReturnType<typeof SessionContext.useActorRef> | null = null;
  function Capture() {
    session = SessionContext.useActorRef();
    return null;
  }
  const location = memoryLocation({ path: '/classTab', record: true });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <Capture />
      <TestPageLogicProvider deps={deps} overrides={overrides}>
        <Router hook={location.hook}>
          <ClassTablePage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  act(() => {
    session!.send({ type: 'session.settingLoaded', setting: demoSetting });
    session!.send({ type: 'session.userLoaded', user: tutor() });
    session!.send({ type: 'session.started' });
  });
  const classChanged = () => act(() => loadedRealtime(session!).send({ type: 'test.classChanged' }));
  return { callsTo, windows, reported, classChanged };
}

describe('class table page', () => {
  it('shows the week in the display zone with each class and the legend, moves a week, reloads on a hub change, and joins', async () => {
    const finished = lesson({
      CLID: 502,
      StartTime: '2026-03-23T10:00:00.000Z',
      EndTime: '2026-03-23T10:25:00.000Z',
      IsOverClass: true,
      SID: 9,
      DisplayStatus: 'finished',
      CanJoin: false,
      JoinCall: '',
    });
    const run = renderClassTable({
      '/api/ClassTable/GetTutorRealTimeClassByWeek': week([finished, lesson({})]),
      '/api/ClassTable/JoinClassIn': link,
      '/api/ClassTable/GetCalendarFeedUrl': { Url: 'http://localhost/calendar/abc.ics' },
    });
    const user = userEvent.setup();
    const dayOf = async (name: RegExp) => (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('section')!;
    const wednesday = await dayOf(/^Wed 25 Mar · Today/);
    const card = within(wednesday).getByRole('link', { name: '09:30–09:55 Kenji Sato, Unfinished: open class 501' });
    expect(card).toHaveAttribute('href', '/classDetail/501');
    expect(wednesday).toHaveTextContent('Business English Essentials · Lesson 4');
    expect(wednesday).toHaveTextContent('ClassIn · Regular class');
    expect(await dayOf(/^Mon 23 Mar \(/)).toHaveTextContent('Finished');
    expect(screen.getByText('Times are in Asia/Manila (UTC+08:00)')).toBeInTheDocument();
    expect(screen.getByLabelText('Display time zone')).toHaveValue('Asia/Manila');
    expect(within(screen.getByRole('heading', { name: 'Legend' }).closest('section')!).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(run.callsTo('/api/ClassTable/GetTutorRealTimeClassByWeek').map((c) => c.body)).toEqual([{}, { WeekStart: '2026-03-30' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next week' })).toBeEnabled());
    await screen.findByRole('link', { name: /open class 501$/ });
    run.classChanged();
    await waitFor(() => expect(run.callsTo('/api/ClassTable/GetTutorRealTimeClassByWeek')).toHaveLength(3));

    await user.click(await screen.findByRole('button', { name: 'Join the class with Kenji Sato at 09:30 in ClassIn' }));
    expect(run.windows[0]).toBe('pending');
    await waitFor(() => expect(run.windows).toEqual(['pending', link.Url]));
    expect(run.callsTo('/api/ClassTable/JoinClassIn')[0]?.query).toEqual({ clid: 501 });
  }, 30_000);

  it('shows a failed load with Retry, and a refused join with its reason', async () => {
    let fail = true;
    const run = renderClassTable({
      '/api/ClassTable/GetTutorRealTimeClassByWeek': () => (fail ? new ApiError('transport', 'Links seem to get inaccessible.') : week([lesson({})])),
      '/api/ClassTable/JoinClassIn': new ApiError('business', 'This class is over: its classroom is closed.', 1),
      '/api/ClassTable/GetCalendarFeedUrl': { Url: 'http://localhost/calendar/abc.ics' },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Links seem to get inaccessible.')).toBeInTheDocument();
    expect(run.reported.map((e) => e.message)).toEqual(['Links seem to get inaccessible.']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: /^Join the class with Kenji Sato/ }));
    expect(await screen.findByText('This class is over: its classroom is closed.')).toBeInTheDocument();
    expect(run.windows).toEqual(['pending', 'closed']);
  }, 30_000);
});
