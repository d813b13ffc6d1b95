import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { createPublicClassLogic } from '../../src/actors/public-class.actors';
import { ApiError } from '../../src/domain/api-error';
import { PublicClassMessages, type OpenClassTable } from '../../src/domain/public-class';
import type { ClassroomWindows } from '../../src/services/classroom-windows';
import PublicClassPage from '../../src/views/pages/public-class/public-class.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { PublicClassEntry } from '../../src/views/training/PublicClassEntry';
import { fakeApi } from './shell-harness';

const table: OpenClassTable = {
  ServerTime: '2026-11-23T02:10:00.000Z',
  Classes: [
    {
      ClassId: 8,
      StartTime: '2026-11-16T02:00:00.000Z',
      EndTime: '2026-11-16T03:00:00.000Z',
      Status: 'finished',
      CourseName: 'Public class',
      ToolName: 'AClassroom',
      CanJoin: false,
    },
    {
      ClassId: 9,
      StartTime: '2026-11-23T02:00:00.000Z',
      EndTime: '2026-11-23T03:00:00.000Z',
      Status: 'booked',
      CourseName: 'Public class',
      ToolName: 'AClassroom',
      CanJoin: true,
    },
  ],
};

function renderWith(isTeacher: boolean, ui: 'page' | 'entry', path = '/home', joinRefused = false) {
  const windows: string[] = [];
  const fakeWindows = {
    openPending: () => windows.push('open'),
    show: (url: string) => windows.push(`show ${url}`),
    closePending: () => windows.push('close'),
  } as unknown as ClassroomWindows;
  const { api, callsTo } = fakeApi({
    '/api/TutorComm/GetIsOpenClassTeacher': { IsOpenClassTeacher: isTeacher },
    '/api/TutorComm/GetOpenClassTable': table,
    '/api/TutorComm/GetOpenClassWebLink': () =>
      joinRefused
        ? new ApiError('business', 'This class is over.', 1)
        : { Url: 'https://aclassroom.example/join?room=r9', Room: 'r9', Token: 't', ToolName: 'AClassroom', ForClient: false },
  });
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps} overrides={[[createPublicClassLogic, createPublicClassLogic(deps, fakeWindows)]]}>
      <Router hook={memoryLocation({ path }).hook}>{ui === 'page' ? <PublicClassPage /> : <PublicClassEntry />}</Router>
    </TestPageLogicProvider>,
  );
  return { windows, callsTo };
}

describe('the public class page', () => {
  it('lists the public classes and joins the live one in a new window', async () => {
    const { windows, callsTo } = renderWith(true, 'page');
    const classes = await screen.findByRole('table', { name: 'Public classes' });
    expect(within(classes).getAllByRole('row')).toHaveLength(3);
    expect(within(classes).getAllByRole('button', { name: /^Join the public class/ })).toHaveLength(1);
    // 02:00 UTC is 10:00 AM in Manila, the provider's zone the page names (the browser's zone is UTC here).
    expect(within(classes).getByRole('button', { name: 'Join the public class on Nov 23, 2026, 10:00 AM' })).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    await userEvent.click(within(classes).getByRole('button', { name: /^Join the public class/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('The AClassroom classroom opened in a new window.');
    expect(windows).toEqual(['open', 'show https://aclassroom.example/join?room=r9']);
    expect(callsTo('/api/TutorComm/GetOpenClassWebLink')[0]?.query).toEqual({ classId: 9 });
  });

  it('says why a join was refused and closes the window it opened', async () => {
    const { windows } = renderWith(true, 'page', '/publicClass', true);
    await userEvent.click(await screen.findByRole('button', { name: /^Join the public class/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This class is over.');
    expect(windows).toEqual(['open', 'close']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a tutor who may not teach public classes, and loads nothing else', async () => {
    const { callsTo } = renderWith(false, 'page');
    expect(await screen.findByRole('status')).toHaveTextContent(PublicClassMessages.notOpenClassTeacher);
    expect(callsTo('/api/TutorComm/GetOpenClassTable')).toHaveLength(0);
  });
});

describe('the public class entry', () => {
  it('shows only when the server says public classes are open, and not on the page itself', async () => {
    renderWith(true, 'entry');
    expect(await screen.findByRole('link', { name: 'Public class' })).toHaveAttribute('href', '/publicClass');
  });

  it('stays hidden for other tutors', async () => {
    const { callsTo } = renderWith(false, 'entry');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo('/api/TutorComm/GetIsOpenClassTeacher')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Public class' })).not.toBeInTheDocument();
  });

  it('is not shown on /publicClass', async () => {
    const { callsTo } = renderWith(true, 'entry', '/publicClass');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo('/api/TutorComm/GetIsOpenClassTeacher')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Public class' })).not.toBeInTheDocument();
  });
});
