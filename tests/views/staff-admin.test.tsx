import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { StaffAdminMessages, type StaffAccount, type StaffSettings } from '../../src/domain/staff-admin';
import type { UserState } from '../../src/domain/user';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import StaffConsolePage from '../../src/views/pages/staff/staff-console.page';
import { NOT_JSON_MESSAGE, SettingsView } from '../../src/views/pages/staff/settings';
import { StaffAccountsView } from '../../src/views/pages/staff/staff-accounts';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const admin: StaffAccount = {
  Id: 900002,
  Account: 'admin',
  FirstName: 'Daniel',
  LastName: 'Cruz',
  Email: 'admin@example.com',
  Role: 'admin',
  Disabled: false,
  CreatedAt: '2025-06-01T00:00:00.000Z',
};
const grace: StaffAccount = { ...admin, Id: 900001, Account: 'staff', FirstName: 'Grace', LastName: 'Tan', Email: 'grace.tan@example.com', Role: 'staff' };
const settings: StaffSettings = {
  FileDomain: '',
  BackUpFileDomain: '',
  FileDirectory: { avatar: '/files/avatar' },
  NasFileHost: '',
  Hosts: { main: '' },
  IsEnableSignalrNotice: true,
  SignalrNoticeHubUrl: '/hubs/notice',
  WhiteList: [],
};

const MESSAGES: Record<string, string> = {
  '/api/Staff/CreateStaffAccount': StaffAdminMessages.created,
  '/api/Staff/SetStaffRole': StaffAdminMessages.roleChanged,
  '/api/Staff/SetStaffDisabled': StaffAdminMessages.disabled,
  '/api/Staff/ResetStaffPassword': StaffAdminMessages.passwordReset,
  '/api/Staff/SaveSetting': StaffAdminMessages.settingSaved,
};

function depsFor(answers: Answers) {
  const fake = fakeApi(answers);
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: MESSAGES[p] ?? '',
    }),
  };
  return { fake, deps: { api, reportError: () => {} } as unknown as PageDeps };
}

function renderArea(children: ReactNode, answers: Answers) {
  const { fake, deps } = depsFor(answers);
  render(<TestPageLogicProvider deps={deps}>{children}</TestPageLogicProvider>);
  return fake;
}

/** Tells the session who signed in, as the route guard does once the user info is loaded. */
function SignedIn({ roles }: { roles: string[] }) {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    session.send({ type: 'session.userLoaded', user: { tuid: 900002, fullName: 'Daniel Cruz', roles } as unknown as UserState } as never);
  }, [session, roles]);
  return null;
}

function renderConsole(path: string, roles: string[], answers: Answers) {
  const { deps } = depsFor(answers);
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const location = memoryLocation({ path });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <SignedIn roles={roles} />
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>
          <StaffConsolePage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
}

describe('staff console: the admin sections', () => {
  it('shows Staff accounts and Settings in the navigation to an admin only', async () => {
    renderConsole('/staff/settings', ['admin'], { '/api/Staff/Settings': settings });
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(await within(nav).findByRole('link', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('hides them from a staff user, whose /staff/accounts is not the accounts page', async () => {
    renderConsole('/staff/accounts', ['staff'], {});
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Content' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff accounts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Staff accounts' })).toBeNull();
  });
});

describe('staff console: staff accounts', () => {
  it('lists accounts (no demote or disable of oneself); refuses a short password before sending; creates one; changes a role', async () => {
    const fake = renderArea(<StaffAccountsView selfId={admin.Id} />, {
      '/api/Staff/StaffAccounts': { Items: [admin, grace], Total: 2 },
      '/api/Staff/CreateStaffAccount': (_q: unknown, body: unknown) => ({ ...grace, ...(body as object), Id: 900010 }),
      '/api/Staff/SetStaffRole': { ...grace, Role: 'admin' },
    });
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const self = within(table).getByRole('row', { name: /Daniel Cruz/ });
    expect(within(self).queryByRole('button', { name: /Make staff|Disable/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Grace Tan/ })).toHaveTextContent('Staff');

    const form = screen.getByRole('form', { name: 'New staff account' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Liza');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Ramos');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'liza.ramos@example.com');
    await userEvent.type(within(form).getByLabelText('Sign-in name'), 'liza');
    await userEvent.type(within(form).getByLabelText('Initial password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 8 characters');
    expect(fake.callsTo('/api/Staff/CreateStaffAccount')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Initial password'), '-and-long');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAdminMessages.created);
    expect(fake.callsTo('/api/Staff/CreateStaffAccount')[0]!.body).toMatchObject({ Account: 'liza', Role: 'staff', Password: 'short-and-long' });
    expect(within(form).getByLabelText('Sign-in name')).toHaveValue('');

    await userEvent.click(await screen.findByRole('button', { name: 'Make admin Grace Tan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAdminMessages.roleChanged);
    expect(fake.callsTo('/api/Staff/SetStaffRole')[0]!.body).toEqual({ Id: grace.Id, Role: 'admin' });
  });

  it("shows the server's refusal", async () => {
    const { ApiError } = await import('../../src/services/api-errors');
    renderArea(<StaffAccountsView selfId={admin.Id} />, {
      '/api/Staff/StaffAccounts': { Items: [admin, grace], Total: 2 },
      '/api/Staff/SetStaffDisabled': new ApiError('business', StaffAdminMessages.lastAdmin, 1),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Grace Tan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffAdminMessages.lastAdmin);
  });
});

describe('staff console: settings', () => {
  it('refuses a bad address and bad JSON before sending, saves a good one and the whitelist', async () => {
    const fake = renderArea(<SettingsView />, {
      '/api/Staff/Settings': settings,
      '/api/Staff/SaveSetting': (_q: unknown, body: unknown) => {
        const { Key, Value } = body as { Key: keyof StaffSettings; Value: unknown };
        return { ...settings, [Key]: Value };
      },
    });
    const fileDomain = await screen.findByRole('form', { name: 'File domain' });
    await userEvent.type(within(fileDomain).getByLabelText('File domain'), 'files.example.com');
    await userEvent.click(within(fileDomain).getByRole('button', { name: 'Save File domain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffAdminMessages.urlInvalid);
    expect(fake.callsTo('/api/Staff/SaveSetting')).toHaveLength(0);

    await userEvent.clear(within(fileDomain).getByLabelText('File domain'));
    await userEvent.type(within(fileDomain).getByLabelText('File domain'), 'https://files.example.com');
    await userEvent.click(within(fileDomain).getByRole('button', { name: 'Save File domain' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAdminMessages.settingSaved);
    expect(fake.callsTo('/api/Staff/SaveSetting')[0]!.body).toEqual({ Key: 'FileDomain', Value: 'https://files.example.com' });

    const whiteList = screen.getByRole('form', { name: 'Domain whitelist' });
    const box = within(whiteList).getByLabelText('Domain whitelist');
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('[{"domain": "tutor.example.com"');
    await userEvent.click(within(whiteList).getByRole('button', { name: 'Save Domain whitelist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_JSON_MESSAGE);
    await userEvent.click(box);
    await userEvent.paste(', "redirect": false, "level": 1}]');
    await userEvent.click(within(whiteList).getByRole('button', { name: 'Save Domain whitelist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAdminMessages.settingSaved);
    expect(fake.callsTo('/api/Staff/SaveSetting')[1]!.body).toEqual({ Key: 'WhiteList', Value: [{ domain: 'tutor.example.com', redirect: false, level: 1 }] });
  });
});
