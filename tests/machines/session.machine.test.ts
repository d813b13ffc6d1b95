import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { SystemSetting } from '../../src/domain/system-setting';
import type { UserState } from '../../src/domain/user';
import { sessionMachine } from '../../src/machines/session.machine';
import type { SessionEmitted, SessionInput } from '../../src/machines/session.types';
import { ApiError } from '../../src/services/api-errors';
import {
  delayedEventTypes,
  expectEveryTransitionCovered,
  generatePaths,
  pendingPromise,
  silentCallback,
  withActorEventsWhereRunning,
  signedInParts,
} from './path-testing';

const input: SessionInput = { token: '', retryTimes: 0, isDesktopClient: false, currentOrigin: 'https://tutor.example.com', routes: [] };
const user = { tuid: 7, fullName: 'Maria Santos', roles: ['teacher'], tutorGroup: '' } as unknown as UserState;
const setting = { AppSetting: { AppId: 'a', AppSecret: 's' } } as SystemSetting;

function fakeSession() {
  const effects: Array<{ type: string; params?: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void effects.push({ type, params });
  const machine = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      login: pendingPromise(),
      logout: pendingPromise(),
      followUpLoads: silentCallback(),
      upload: silentCallback() as never,
      signedInParts: signedInParts(),
    },
    actions: {
      persistToken: record('persistToken'),
      clearToken: record('clearToken'),
      navigate: record('navigate'),
      logSignatureFailure: record('logSignatureFailure'),
    },
  });
  return { machine, effects };
}

const errors = (['unauthorized', 'signature', 'business', 'rateLimited', 'transport'] as const).map((kind) => ({
  type: 'api.failed' as const,
  error: new ApiError(kind, `${kind} message`),
}));

const { machine } = fakeSession();
const events = withActorEventsWhereRunning([
  { type: 'session.login', username: '  demo ', password: 'demo1234' },
  { type: 'session.logout' },
  ...errors,
  { type: 'user.patch', patch: { tutorGroup: 'Manila Team 3' } },
  { type: 'counters.updated', counters: { unread: 120, home: 3, notice: 100, warn: 10, remind: 10 } },
  { type: 'notify.show', notice: { type: 'notify', severity: 'success', message: 'You have clocked in.', presentation: 'alert' } },
  { type: 'upload.start', fileCode: 'f1', moduleName: 'Absent', file: { name: 'a.png', size: 10, slice: () => new Blob() } },
  { type: 'xstate.done.actor.upload-f1', actorId: 'upload-f1', output: { status: 'cancelled' } },
  { type: 'route.navigate', location: { path: '/home', search: '', hash: '' } },
  { type: 'route.chunkFailed' },
  { type: 'session.settingLoaded', setting },
  { type: 'session.tokenReceived', token: 'hash-token', expiresIn: 60 },
  { type: 'session.singleSignOnSignedIn', token: 'provider-token', expiresIn: 300 },
  { type: 'session.singleSignOnResumed' },
  { type: 'session.tokenRenewed', token: 'renewed-token', expiresIn: 300 },
  { type: 'session.userLoaded', user },
  { type: 'session.guardLoggedOut' },
  { type: 'session.started' },
  { type: 'dialog.open', dialog: { kind: 'classNotice', message: { mid: 41, title: 'Schedule change', content: 'Moved to 20:30.' } } },
  { type: 'dialog.closed', id: 'classNotice:41', changed: true },
  { type: 'messages.changed', from: 'page' },
  { type: 'messaging.stop' },
  { type: 'xstate.done.actor.0.session.auth.signingIn', output: { access_token: 'tok', expires_in: 3600 } },
  { type: 'xstate.error.actor.0.session.auth.signingIn', error: new ApiError('business', 'The username or password is incorrect.') },
  { type: 'xstate.done.actor.0.session.auth.signingOut' },
  { type: 'xstate.error.actor.0.session.auth.signingOut', error: new Error('offline') },
  ...delayedEventTypes(machine).map((type) => ({ type })),
]);

/** Running uploads are actor references, new on every replay: compared by their keys. */
const comparableContext = (context: Record<string, unknown>) => ({
  ...context,
  uploads: Object.keys(context.uploads as object),
  uploadRequesters: Object.keys(context.uploadRequesters as object),
});

describe('session machine (model-based)', () => {
  it('replays every generated path with state and context asserted at every step, reaching every transition', () => {
    const paths = generatePaths(machine, { events, input, limit: 1_000_000 });
    expect(paths.length).toBeGreaterThan(50);
    expectEveryTransitionCovered(
      machine,
      paths,
      { input, context: comparableContext },
      {
        // Only forwarded to the route guard, changing no state here; one more generated event would
        // multiply the paths. 'session behaviour' below asserts the forward.
        'session --session.menuLoaded[0]-->': 'forward only: see the menu test below',
        // The lock flag would double every state with a user in it; 'a token revoked while the page
        // is open locks the page' below takes it and the refusals after it.
        'session --session.revoked[0]-->': 'see the lock test below',
      },
    );
  }, 240_000);
});

describe('session behaviour', () => {
  function start(token = '') {
    const { machine: logic, effects } = fakeSession();
    const clock = new SimulatedClock();
    const logins: Array<{ username: string; password: string }> = [];
    const actor = createActor(
      logic.provide({
        actors: {
          login: fromPromise(async ({ input: credentials }: { input: { username: string; password: string } }) => {
            logins.push(credentials);
            return { access_token: 'tok', expires_in: 3600 };
          }),
        },
      }),
      { input: { ...input, token }, clock },
    );
    const notices: SessionEmitted[] = [];
    actor.on('notify', (notice) => void notices.push(notice));
    actor.start();
    return { actor, effects, clock, logins, notices };
  }

  it('trims the username, stores the token and goes home on sign-in', async () => {
    const { actor, effects, logins } = start();
    actor.send({ type: 'session.login', username: '  demo  ', password: 'demo1234' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logins).toEqual([{ username: 'demo', password: 'demo1234' }]);
    expect(actor.getSnapshot().context.token).toBe('tok');
    expect(effects).toContainEqual({ type: 'persistToken', params: { token: 'tok', expiresIn: 3600 } });
    expect(effects).toContainEqual({ type: 'navigate', params: { to: '/home', replace: true } });
  });

  it('ErrorCode 3 clears the token and goes to /login', () => {
    const { actor, effects } = start('tok');
    actor.send({ type: 'session.userLoaded', user });
    actor.send({ type: 'api.failed', error: new ApiError('unauthorized', 'expired', 3) });
    expect(actor.getSnapshot().context).toMatchObject({ token: '', user: null, roles: [] });
    expect(effects.map((e) => e.type)).toEqual(['clearToken', 'navigate']);
    expect(effects[1]).toEqual({ type: 'navigate', params: { to: '/login', replace: true } });
  });

  it('a token revoked while the page is open locks the page instead of leaving it; later refusals keep it', () => {
    const { actor, effects } = start('tok');
    actor.send({ type: 'session.revoked' });
    expect(actor.getSnapshot().context.locked).toBe(false);
    actor.send({ type: 'session.userLoaded', user });
    actor.send({ type: 'session.revoked' });
    expect(actor.getSnapshot().context).toMatchObject({ locked: true, user, token: 'tok' });
    actor.send({ type: 'api.failed', error: new ApiError('unauthorized', 'expired', 3) });
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.filter((effect) => effect.type === 'navigate')).toEqual([]);
    actor.send({ type: 'session.logout' });
  });

  it('shows Msg for business errors and the transport message for transport errors', () => {
    const { actor, notices } = start('tok');
    actor.send({ type: 'api.failed', error: new ApiError('business', 'Data verification failed', 1) });
    actor.send({ type: 'api.failed', error: new ApiError('transport', 'Links seem to get inaccessible.') });
    expect(notices.map((n) => [n.presentation, n.message])).toEqual([
      ['alert', 'Data verification failed'],
      ['alert', 'Links seem to get inaccessible.'],
    ]);
  });

  it('logs signature failures without showing them', () => {
    const { actor, notices, effects } = start('tok');
    actor.send({ type: 'api.failed', error: new ApiError('signature', 'Signature verification failed!', 8) });
    expect(notices).toEqual([]);
    expect(effects).toEqual([{ type: 'logSignatureFailure', params: { message: 'Signature verification failed!' } }]);
  });

  it('shows a rate-limit toast at most once per 5 s', () => {
    const { actor, notices, clock } = start('tok');
    const limited = { type: 'api.failed' as const, error: new ApiError('rateLimited', 'Too many requests') };
    actor.send(limited);
    actor.send(limited);
    clock.increment(4_999);
    actor.send(limited);
    expect(notices).toHaveLength(1);
    clock.increment(1);
    actor.send(limited);
    expect(notices.map((n) => n.presentation)).toEqual(['toast', 'toast']);
  });

  it("hands the sidebar's menu to the route guard (its cross-host rule reads the hosts)", () => {
    const told: Array<{ type: string }> = [];
    const { machine: logic } = fakeSession();
    const actor = createActor(logic.provide({ actors: { routeGuard: fromCallback(({ receive }) => receive((event) => void told.push(event))) as never } }), {
      input,
    }).start();
    const menu = [{ name: 'Classes', routeName: 'classTab', type: 0, isShow: true, filterName: '', url: 'https://tutor.example.com/classTab' }] as never;
    actor.send({ type: 'session.menuLoaded', menu });
    expect(told).toEqual([{ type: 'session.menuLoaded', menu }]);
  });

  it('a provider sign-in is stored and told to both children; renewal keeps the user; sign-out ends the provider session', async () => {
    const { machine: logic, effects } = fakeSession();
    const told = { routeGuard: [] as Array<{ type: string }>, singleSignOn: [] as Array<{ type: string }> };
    const listening = (id: keyof typeof told) => fromCallback(({ receive }) => receive((event) => void told[id].push(event)));
    const actor = createActor(
      logic.provide({
        actors: { routeGuard: listening('routeGuard') as never, singleSignOn: listening('singleSignOn') as never, logout: fromPromise(async () => {}) },
      }),
      { input },
    ).start();
    actor.send({ type: 'session.singleSignOnSignedIn', token: 'sso-1', expiresIn: 300 });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'sso-1', singleSignOn: true });
    expect(told.routeGuard).toEqual([{ type: 'session.changed', token: 'sso-1', roles: [] }]);
    expect(told.singleSignOn).toEqual([{ type: 'session.changed', token: 'sso-1', roles: [] }]);
    actor.send({ type: 'session.userLoaded', user });
    actor.send({ type: 'session.tokenRenewed', token: 'sso-2', expiresIn: 300 });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'sso-2', roles: ['teacher'], user: { fullName: 'Maria Santos' } });
    expect(effects.filter((e) => e.type === 'persistToken').map((e) => e.params)).toEqual([
      { token: 'sso-1', expiresIn: 300 },
      { token: 'sso-2', expiresIn: 300 },
    ]);
    expect(told.routeGuard.at(-1)).toEqual({ type: 'session.changed', token: 'sso-2', roles: ['teacher'] });

    actor.send({ type: 'session.logout' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The provider's end-session page takes the browser to /login; the session does not navigate itself.
    expect(told.singleSignOn.slice(-2)).toEqual([{ type: 'sso.signOut' }, { type: 'session.changed', token: '', roles: [] }]);
    expect(effects.map((e) => e.type)).not.toContain('navigate');
    expect(actor.getSnapshot().context).toMatchObject({ token: '', singleSignOn: false, user: null });
  });

  it('a password sign-out goes to /login without the provider; a resumed provider sign-in is ended with it', async () => {
    const signOut = async (resumed: boolean) => {
      const { machine: logic, effects } = fakeSession();
      const told: Array<{ type: string }> = [];
      const actor = createActor(
        logic.provide({
          actors: {
            singleSignOn: fromCallback(({ receive }) => receive((event) => void told.push(event))) as never,
            logout: fromPromise<void>(async () => {
              throw new Error('offline');
            }),
          },
        }),
        { input: { ...input, token: 'stored' } },
      ).start();
      if (resumed) actor.send({ type: 'session.singleSignOnResumed' });
      actor.send({ type: 'session.logout' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { told: told.map((e) => e.type), navigations: effects.filter((e) => e.type === 'navigate').map((e) => e.params) };
    };
    expect(await signOut(false)).toEqual({ told: ['session.changed'], navigations: [{ to: '/login', replace: true }] });
    expect(await signOut(true)).toEqual({ told: ['sso.signOut', 'session.changed'], navigations: [] });
  });

  it('a token from elsewhere (hash, one-time secret) is not a provider sign-in', () => {
    const { actor } = start();
    actor.send({ type: 'session.singleSignOnSignedIn', token: 'sso-1', expiresIn: 300 });
    actor.send({ type: 'session.tokenReceived', token: 'code-token', expiresIn: 3600 });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'code-token', singleSignOn: false });
  });

  it('shows what a child of a view asks to show, and runs the shared dialogs under their system ids', () => {
    const { actor, notices } = start('tok');
    const notice: SessionEmitted = { type: 'notify', severity: 'success', message: 'You have clocked in.', presentation: 'alert' };
    actor.send({ type: 'notify.show', notice });
    expect(notices).toEqual([notice]);
    for (const systemId of ['confirmDialog', 'noticeDialog', 'snackbar', 'clientDownload']) {
      expect(actor.system.get(systemId), systemId).toBe(actor.getSnapshot().children[systemId as 'snackbar']);
    }
    actor.system.get('snackbar').send({ type: 'snackbar.show', message: 'Saved.' });
    expect(actor.getSnapshot().children.snackbar?.getSnapshot().context.message).toBe('Saved.');
  });

  it('keeps the setting and the user the guard reports, and patches the user', () => {
    const { actor } = start('tok');
    actor.send({ type: 'session.settingLoaded', setting });
    actor.send({ type: 'session.userLoaded', user });
    actor.send({ type: 'user.patch', patch: { tutorGroup: 'Manila Team 3' } });
    expect(actor.getSnapshot().context.setting).toBe(setting);
    expect(actor.getSnapshot().context.roles).toEqual(['teacher']);
    expect(actor.getSnapshot().context.user?.tutorGroup).toBe('Manila Team 3');
  });
});

describe('session uploads', () => {
  it('runs each file as its own actor, tells the requester the result, then drops the actor', () => {
    const { machine: logic } = fakeSession();
    const actor = createActor(logic, { input }).start();
    const heard: unknown[] = [];
    const replyTo = { send: (event: unknown) => void heard.push(event) };
    const file = { name: 'a.png', size: 10, slice: () => new Blob() };
    actor.send({ type: 'upload.start', fileCode: 'f1', moduleName: 'Absent', file, replyTo });
    actor.send({ type: 'upload.start', fileCode: 'f2', moduleName: 'Absent', file });
    expect(Object.keys(actor.getSnapshot().context.uploads)).toEqual(['f1', 'f2']);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(expect.arrayContaining(['upload-f1', 'upload-f2']));
    const output = { status: 'done', file: { fileRef: 'r1' } };
    actor.send({ type: 'xstate.done.actor.upload-f1', output, actorId: 'upload-f1' } as never);
    expect(heard).toEqual([{ type: 'upload.finished', fileCode: 'f1', output }]);
    expect(Object.keys(actor.getSnapshot().context.uploads)).toEqual(['f2']);
    expect(Object.keys(actor.getSnapshot().children)).not.toContain('upload-f1');
  });
});
