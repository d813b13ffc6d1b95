import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffAdminMessages, type NewStaffAccount, type StaffAccount, type StaffSettingKey, type StaffSettings } from '../../src/domain/staff-admin';
import { StaffAccountMessages } from '../../src/domain/staff-tutor-account';
import { staffAccountsMachine, type StaffAccountCommand, type StaffAccountsPage } from '../../src/machines/staff-accounts.machine';
import { staffSettingsMachine } from '../../src/machines/staff-settings.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const account: StaffAccount = {
  Id: 900001,
  Account: 'staff',
  FirstName: 'Grace',
  LastName: 'Tan',
  Email: 'grace.tan@example.com',
  Role: 'staff',
  Disabled: false,
  CreatedAt: '2025-06-01T00:00:00.000Z',
};
const page: StaffAccountsPage = { Items: [account], Total: 1 };
const draft: NewStaffAccount = { FirstName: 'Liza', LastName: 'Ramos', Email: 'liza@example.com', Account: 'liza', Role: 'staff', Password: 'long-enough-1' };
const settings: StaffSettings = {
  FileDomain: '',
  BackUpFileDomain: '',
  FileDirectory: {},
  NasFileHost: '',
  Hosts: { main: '' },
  IsEnableSignalrNotice: true,
  SignalrNoticeHubUrl: '/hubs/notice',
  WhiteList: [],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff accounts machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffAccountsMachine.provide({ actors: { loadPage: pendingPromise(), runCommand: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadPage', output: page },
      { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
      { type: 'accounts.retry' },
      { type: 'accounts.page', pageIndex: 2 },
      { type: 'accounts.change', command: { kind: 'create', draft } },
      { type: 'accounts.change', command: { kind: 'password', id: 1, password: 'short' } },
      { type: 'xstate.done.actor.runCommand', output: StaffAdminMessages.created },
      { type: 'xstate.error.actor.runCommand', error: new Error(StaffAdminMessages.lastAdmin) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  });

  it('refuses a bad command without sending it, sends a good one, tells the forms and reloads', async () => {
    const sent: StaffAccountCommand[] = [];
    let loads = 0;
    const actor = createActor(
      staffAccountsMachine.provide({
        actors: {
          loadPage: fromPromise<StaffAccountsPage, { pageIndex: number }>(async () => {
            loads += 1;
            return page;
          }),
          runCommand: fromPromise<string, StaffAccountCommand>(async ({ input }) => {
            sent.push(input);
            return StaffAdminMessages.roleChanged;
          }),
        },
      }),
    ).start();
    const done: string[] = [];
    actor.on('accounts.done', (event) => done.push(event.kind));
    await settle();
    actor.send({ type: 'accounts.change', command: { kind: 'password', id: 1, password: 'short' } });
    expect(actor.getSnapshot().context.failure).toBe(StaffAccountMessages.passwordTooShort);
    actor.send({ type: 'accounts.change', command: { kind: 'create', draft: { ...draft, Email: 'nope' } } });
    expect(actor.getSnapshot().context.failure).toBe(StaffAdminMessages.emailInvalid);
    expect(sent).toHaveLength(0);
    actor.send({ type: 'accounts.change', command: { kind: 'role', id: 1, role: 'admin' } });
    await settle();
    expect(sent).toEqual([{ kind: 'role', id: 1, role: 'admin' }]);
    expect(done).toEqual(['role']);
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffAdminMessages.roleChanged, failure: '' });
    expect(loads).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

describe('staff settings machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffSettingsMachine.provide({ actors: { loadSettings: pendingPromise(), saveSetting: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadSettings', output: settings },
      { type: 'xstate.error.actor.loadSettings', error: new Error('offline') },
      { type: 'settings.retry' },
      { type: 'settings.save', key: 'FileDomain', value: 'https://files.example.com' },
      { type: 'settings.save', key: 'FileDomain', value: 'files.example.com' },
      { type: 'xstate.done.actor.saveSetting', output: { settings, message: StaffAdminMessages.settingSaved } },
      { type: 'xstate.error.actor.saveSetting', error: new Error(StaffAdminMessages.urlInvalid) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(4);
    expectEveryTransitionCovered(machine, paths);
  });

  it('checks a value by its rule, saves it and keeps the settings as stored', async () => {
    const saved: Array<{ key: StaffSettingKey; value: unknown }> = [];
    const actor = createActor(
      staffSettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<StaffSettings>(async () => settings),
          saveSetting: fromPromise<{ settings: StaffSettings; message: string }, { key: StaffSettingKey; value: unknown }>(async ({ input }) => {
            saved.push(input);
            return { settings: { ...settings, [input.key]: input.value }, message: StaffAdminMessages.settingSaved };
          }),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: 'settings.save', key: 'Hosts', value: { main: 'pay.example.com' } });
    expect(actor.getSnapshot().context.failure).toBe(StaffAdminMessages.hostValueInvalid);
    actor.send({ type: 'settings.save', key: 'Hosts', value: { main: '', pay: 'https://pay.example.com' } });
    await settle();
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().context.settings?.Hosts).toEqual({ main: '', pay: 'https://pay.example.com' });
    expect(actor.getSnapshot().context.notice).toBe(StaffAdminMessages.settingSaved);
  });
});
