import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { RouteLocation } from '../../src/domain/navigation';
import type { SystemSetting } from '../../src/domain/system-setting';
import { USER_INFO_RATE_LIMIT_RETRY_MS } from '../../src/domain/session-constants';
import type { UserState } from '../../src/domain/user';
import { routeGuardMachine } from '../../src/machines/route-guard.machine';
import type { RouteGuardInput, RouteGuardReport } from '../../src/machines/route-guard.types';
import { ApiError } from '../../src/services/api-errors';
import { delayedEventTypes, expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, withActorEventsWhereRunning } from './path-testing';

const setting: SystemSetting = {
  FileDomain: '',
  BackUpFileDomain: '',
  FileDirectory: {},
  NasFileHost: '',
  AuthorityUrl: '',
  AppSetting: { AppId: 'app', AppSecret: 'secret' },
  Hosts: { main: '', pay: 'https://pay.example.com' },
  IsEnableSignalrNotice: true,
  SignalrNoticeHubUrl: '/hubs/notice',
  WhiteList: [{ domain: 'pay.example.com', redirect: true, level: 2 }],
  ClientDownload: { WindowsUrl: '', MacUrl: '' },
};

const user = { tuid: 1, fullName: 'Maria Santos', roles: ['teacher'] } as unknown as UserState;

const input: RouteGuardInput = {
  token: '',
  roles: [],
  retryTimes: 0,
  isDesktopClient: false,
  currentOrigin: 'https://tutor.example.com',
  routes: [
    { path: '/home', roles: ['teacher'] },
    { path: '/serviceFee', roles: ['teacher'] },
  ],
};

const at = (path: string, search = '', hash = ''): RouteLocation => ({ path, search, hash });
const navigations: RouteLocation[] = [
  at('/home'),
  at('/login'),
  at('/404'),
  at('/nowhere'),
  at('/'),
  at('/speed'),
  at('/serviceFee'),
  at('/oidc-callback', 'client=tutorclient'),
  at('/oidc-callback'),
  // To another (whitelisted) host; the code's redirectUrl stays on this one.
  at('/redirect', 'redirectUrl=https%3A%2F%2Fpay.example.com%2Ffees'),
  at('/redirect', 'code=hand-1&redirectUrl=%2FserviceFee'),
  at('/home', '', 'access_token=from-hash&expires_in=60&redirectUrl=%2FserviceFee'),
];

const allEvents = [
  ...navigations.map((location) => ({ type: 'route.navigate' as const, location })),
  { type: 'session.changed' as const, token: 'tok', roles: [] },
  { type: 'session.changed' as const, token: '', roles: [] },
  {
    type: 'session.menuLoaded' as const,
    menu: [{ name: 'Service Fee', routeName: 'serviceFee', type: 0, isShow: true, filterName: '', url: 'https://pay.example.com/serviceFee', hostKey: 'pay' }],
  },
  { type: 'route.chunkFailed' as const },
  { type: 'xstate.done.actor.0.routeGuard.checking.loadingSetting', output: setting },
  { type: 'xstate.error.actor.0.routeGuard.checking.loadingSetting', error: new Error('offline') },
  { type: 'xstate.done.actor.0.routeGuard.checking.loadingUser', output: user },
  { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: new Error('500') },
  { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: new ApiError('unauthorized', 'expired', 3) },
  { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: new ApiError('rateLimited', 'Too many requests') },
  { type: 'xstate.done.actor.0.routeGuard.checking.creatingLoginSign', output: 'sign-1' },
  { type: 'xstate.error.actor.0.routeGuard.checking.creatingLoginSign', error: new Error('x') },
  { type: 'xstate.done.actor.0.routeGuard.checking.creatingHandOverCode', output: { Code: 'hand-2', ExpiresIn: 60 } },
  { type: 'xstate.error.actor.0.routeGuard.checking.creatingHandOverCode', error: new Error('x') },
  { type: 'xstate.done.actor.0.routeGuard.checking.redeemingHandOverCode', output: { access_token: 'tok', token_type: 'Bearer', expires_in: 600 } },
  { type: 'xstate.error.actor.0.routeGuard.checking.redeemingHandOverCode', error: new Error('used') },
];

const events = withActorEventsWhereRunning([...allEvents, ...delayedEventTypes(routeGuardMachine).map((type) => ({ type }))]);

/** Records every side effect the guard asks for, so paths can assert them. */
function fakeGuard() {
  const effects: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void effects.push({ type, params });
  const machine = routeGuardMachine.provide({
    actors: {
      loadSetting: pendingPromise(),
      createLoginSign: pendingPromise(),
      loadUserInfo: pendingPromise(),
      createHandOverCode: pendingPromise(),
      redeemHandOverCode: pendingPromise(),
    },
    actions: {
      navigate: record('navigate'),
      redirectBrowser: record('redirectBrowser'),
      storeClientCookie: record('storeClientCookie'),
      storeLoginSign: record('storeLoginSign'),
      handOverToHost: record('handOverToHost'),
      storeRetryTimes: record('storeRetryTimes'),
      logError: record('logError'),
      report: record('report'),
    },
  });
  return { machine, effects };
}

// States are told apart by value and the context that decides branches; `allowed`, and `pending`
// while idle, come from the last navigation and would multiply states without adding behaviour.
const deciding = (c: Record<string, unknown>) => [c.token, c.roles, c.retryTimes, c.isDesktopClient, c.setting !== null, (c.menu as unknown[]).length];
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, deciding(snapshot.context), snapshot.matches('idle') ? null : snapshot.context.pending]);
/** The context compared at every replayed step: what the serialization keeps. */
const replayOptions = { input, context: deciding };

describe('route guard machine (model-based)', () => {
  const { machine } = fakeGuard();
  const paths = generatePaths(machine, { events, input, serializeState, limit: 1_000_000 });

  it('generates paths through every state', () => {
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"idle"',
      '{"checking":"loadingSetting"}',
      '{"checking":"loadingUser"}',
      '{"checking":"creatingLoginSign"}',
      '{"checking":"creatingHandOverCode"}',
      '{"checking":"redeemingHandOverCode"}',
      '{"checking":"waitingAfterRateLimit"}',
    ]) {
      expect(states).toContain(state);
    }
  });

  it('replays every path on a live actor, state and context asserted at every step, reaching every transition', () => {
    expectEveryTransitionCovered(machine, paths, replayOptions);
    // About 17 s of CPU on its own (the hand-over states grew the graph); room for a loaded machine.
  }, 180_000);
});

/** Runs a guard through events and returns what it did. */
function run(sequence: Array<{ type: string; [key: string]: unknown }>, start: Partial<RouteGuardInput> = {}) {
  const { machine, effects } = fakeGuard();
  const actor = createActor(machine, { input: { ...input, ...start } }).start();
  for (const event of sequence) actor.send(event as never);
  return { snapshot: actor.getSnapshot(), effects, navigations: effects.filter((e) => e.type === 'navigate').map((e) => e.params) };
}

const settingLoaded = { type: 'xstate.done.actor.0.routeGuard.checking.loadingSetting', output: setting };
const userLoaded = { type: 'xstate.done.actor.0.routeGuard.checking.loadingUser', output: user };
const userFailed = { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: new Error('500') };
const navigate = (location: RouteLocation) => ({ type: 'route.navigate', location });

describe('route guard steps (shell.md §4)', () => {
  it('step 8: without a token a protected path goes to /welcome and a public one passes', () => {
    const closed = run([navigate(at('/home')), settingLoaded]);
    expect(closed.navigations).toEqual([{ to: '/welcome', replace: true }]);
    const open = run([navigate(at('/login')), settingLoaded]);
    expect(open.snapshot.context.allowed).toEqual(at('/login'));
  });

  it('step 6: with a token, user info loads, the session starts and the navigation replays', () => {
    const result = run([navigate(at('/home')), settingLoaded, userLoaded], { token: 'tok' });
    expect(result.snapshot.value).toBe('idle');
    expect(result.snapshot.context.allowed).toEqual(at('/home'));
    expect(result.effects.filter((e) => e.type === 'report').map((e) => (e.params as RouteGuardReport).type)).toEqual([
      'session.settingLoaded',
      'session.userLoaded',
      'session.started',
    ]);
  });

  it('step 6: /login and /welcome go home with a token; unknown paths go to /404', () => {
    expect(run([navigate(at('/login')), settingLoaded], { token: 'tok', roles: ['teacher'] }).navigations).toEqual([{ to: '/home', replace: true }]);
    expect(run([navigate(at('/nowhere')), settingLoaded], { token: 'tok', roles: ['teacher'] }).navigations).toEqual([{ to: '/404', replace: true }]);
    // A staff user has no tutor home: /home opens the staff console; other tutor pages stay not found.
    expect(run([navigate(at('/home')), settingLoaded], { token: 'tok', roles: ['staff'] }).navigations).toEqual([{ to: '/staff', replace: true }]);
    expect(run([navigate(at('/serviceFee')), settingLoaded], { token: 'tok', roles: ['staff'] }).navigations).toEqual([{ to: '/404', replace: true }]);
    // An admin is a staff role with more: the console from /home, never a tutor page; with the teacher role too, the tutor home.
    expect(run([navigate(at('/home')), settingLoaded], { token: 'tok', roles: ['admin'] }).navigations).toEqual([{ to: '/staff', replace: true }]);
    expect(run([navigate(at('/serviceFee')), settingLoaded], { token: 'tok', roles: ['admin'] }).navigations).toEqual([{ to: '/404', replace: true }]);
    const withConsole = [...input.routes, { path: '/staff/*?', roles: ['staff'] }];
    const staffPage = run([navigate(at('/staff/settings')), settingLoaded], { token: 'tok', roles: ['admin'], routes: withConsole });
    expect(staffPage.navigations).toEqual([]);
    expect(staffPage.snapshot.context.allowed).toEqual(at('/staff/settings'));
    const both = run([navigate(at('/home')), settingLoaded], { token: 'tok', roles: ['admin', 'teacher'] });
    expect(both.navigations).toEqual([]);
    expect(both.snapshot.context.allowed).toEqual(at('/home'));
  });

  it('the empty path goes home with a token; /test and /speed open for a signed-in user only', () => {
    expect(run([navigate(at('/')), settingLoaded], { token: 'tok', roles: ['teacher'] }).navigations).toEqual([{ to: '/home', replace: true }]);
    const loading = run([navigate(at('/')), settingLoaded, userLoaded], { token: 'tok' });
    expect(loading.navigations).toEqual([{ to: '/home', replace: true }]);
    for (const path of ['/test', '/speed']) {
      const open = run([navigate(at(path)), settingLoaded], { token: 'tok', roles: ['teacher'] });
      expect(open.navigations).toEqual([]);
      expect(open.snapshot.context.allowed).toEqual(at(path));
      expect(run([navigate(at(path)), settingLoaded]).navigations).toEqual([{ to: '/welcome', replace: true }]);
    }
    expect(run([navigate(at('/')), settingLoaded]).navigations).toEqual([{ to: '/welcome', replace: true }]);
  });

  it('step 7: failures count in retryTimes; the third clears it and goes to /500', () => {
    const first = run([navigate(at('/home')), settingLoaded, userFailed], { token: 'tok' });
    expect(first.navigations).toEqual([{ to: '/welcome', replace: true }]);
    expect(first.effects).toContainEqual({ type: 'storeRetryTimes', params: { retryTimes: 1 } });
    const third = run([navigate(at('/home')), settingLoaded, userFailed], { token: 'tok', retryTimes: 2 });
    expect(third.navigations).toEqual([{ to: '/500', replace: true }]);
    expect(third.effects).toContainEqual({ type: 'storeRetryTimes', params: { retryTimes: 0 } });
  });

  it('ErrorCode 3 on user info goes to /login without counting a retry', () => {
    const result = run(
      [
        navigate(at('/home')),
        settingLoaded,
        { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: new ApiError('unauthorized', 'expired', 3) },
      ],
      { token: 'tok' },
    );
    expect(result.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(result.effects.map((e) => e.type)).not.toContain('storeRetryTimes');
    expect(result.snapshot.context.token).toBe('');
  });

  it('a 229 on user info keeps the tutor signed in: the session gets it for its toast, and the guard asks again after a pause', () => {
    vi.useFakeTimers();
    try {
      const { machine, effects } = fakeGuard();
      const actor = createActor(machine, { input: { ...input, token: 'tok' } }).start();
      const rateLimited = new ApiError('rateLimited', 'Too many requests, please slow down and try again in a moment.');
      for (const event of [navigate(at('/home')), settingLoaded, { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: rateLimited }])
        actor.send(event as never);
      expect(actor.getSnapshot().value).toEqual({ checking: 'waitingAfterRateLimit' });
      expect(actor.getSnapshot().context.token).toBe('tok');
      expect(effects).toContainEqual({ type: 'report', params: { type: 'api.failed', error: rateLimited } });
      expect(effects.map((e) => e.type)).not.toContain('navigate');
      expect(effects.map((e) => e.type)).not.toContain('storeRetryTimes');
      vi.advanceTimersByTime(USER_INFO_RATE_LIMIT_RETRY_MS - 1);
      expect(actor.getSnapshot().value).toEqual({ checking: 'waitingAfterRateLimit' });
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toEqual({ checking: 'loadingUser' });
      actor.send(userLoaded as never);
      expect(actor.getSnapshot().context.allowed).toEqual(at('/home'));
      // Signed out while waiting: the guard decides again without the token, so no user info is asked.
      const signedOut = createActor(fakeGuard().machine, { input: { ...input, token: 'tok' } }).start();
      for (const event of [
        navigate(at('/home')),
        settingLoaded,
        { type: 'xstate.error.actor.0.routeGuard.checking.loadingUser', error: rateLimited },
        { type: 'session.changed', token: '', roles: [] },
      ])
        signedOut.send(event as never);
      vi.advanceTimersByTime(USER_INFO_RATE_LIMIT_RETRY_MS);
      expect(signedOut.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('steps 1 and 2: a hash token signs in keeping redirectUrl; the desktop marker is stored', () => {
    const hash = run([navigate(at('/home', 'client=tutorclient', 'access_token=abc&expires_in=60&redirectUrl=%2FserviceFee')), settingLoaded]);
    expect(hash.effects).toContainEqual({ type: 'report', params: { type: 'session.tokenReceived', token: 'abc', expiresIn: 60 } });
    expect(hash.navigations).toEqual([{ to: '/serviceFee', replace: true }]);
    const marked = run([navigate(at('/login', 'client=tutorclient')), settingLoaded]);
    expect(marked.effects.map((e) => e.type)).toContain('storeClientCookie');
    expect(marked.snapshot.context.isDesktopClient).toBe(true);
  });

  it('step 3: /oidc-callback in the desktop client stores a login sign, hands over and goes home', () => {
    const result = run(
      [
        navigate(at('/oidc-callback', 'client=tutorclient')),
        settingLoaded,
        { type: 'xstate.done.actor.0.routeGuard.checking.creatingLoginSign', output: 'sign-1' },
      ],
      { token: 'tok', roles: ['teacher'] },
    );
    expect(result.effects).toContainEqual({ type: 'storeLoginSign', params: { sign: 'sign-1' } });
    expect(result.effects).toContainEqual({ type: 'handOverToHost', params: { token: 'tok', sign: 'sign-1' } });
    expect(result.navigations).toEqual([{ to: '/home', replace: true }]);
  });

  it('step 4: /redirect follows a local redirectUrl and refuses any other', () => {
    expect(run([navigate(at('/redirect', 'redirectUrl=%2FserviceFee')), settingLoaded]).navigations).toEqual([{ to: '/serviceFee', replace: true }]);
    expect(run([navigate(at('/redirect', 'redirectUrl=https%3A%2F%2Fevil.example')), settingLoaded]).navigations).toEqual([{ to: '/home', replace: true }]);
  });

  it('step 4: /redirect goes to a whitelisted host, never to one off the list or a protocol-relative trick', () => {
    const listed = run([navigate(at('/redirect', `redirectUrl=${encodeURIComponent('https://pay.example.com/fees?m=5')}`)), settingLoaded]);
    expect(listed.effects.filter((e) => e.type === 'redirectBrowser')).toEqual([
      { type: 'redirectBrowser', params: { url: 'https://pay.example.com/fees?m=5' } },
    ]);
    expect(listed.navigations).toEqual([]);
    for (const attempt of [
      '//evil.example/home',
      'https://pay.example.com.evil.example/',
      'http://pay.example.com/',
      'javascript:alert(1)',
      'https://tutor.example.com@evil.example/',
    ]) {
      const refused = run([navigate(at('/redirect', `redirectUrl=${encodeURIComponent(attempt)}`)), settingLoaded]);
      expect(refused.navigations, attempt).toEqual([{ to: '/home', replace: true }]);
      expect(
        refused.effects.map((e) => e.type),
        attempt,
      ).not.toContain('redirectBrowser');
    }
  });

  it("step 4: the cross-host redirect of another host exchanges its one-time code for this host's session and follows redirectUrl", () => {
    const redeemed = {
      type: 'xstate.done.actor.0.routeGuard.checking.redeemingHandOverCode',
      output: { access_token: 'own', token_type: 'Bearer', expires_in: 600 },
    };
    const result = run([navigate(at('/redirect', 'code=hand-1&redirectUrl=%2FserviceFee&client=tutorclient')), settingLoaded, redeemed]);
    expect(result.effects).toContainEqual({ type: 'report', params: { type: 'session.tokenReceived', token: 'own', expiresIn: 600 } });
    expect(result.snapshot.context.token).toBe('own');
    expect(result.snapshot.context.isDesktopClient).toBe(true);
    expect(result.navigations).toEqual([{ to: '/serviceFee', replace: true }]);
  });

  it('step 4: a used or forged code signs nobody in, and a token in the address is never taken', () => {
    const failed = run([
      navigate(at('/redirect', 'code=stale&redirectUrl=%2FserviceFee')),
      settingLoaded,
      { type: 'xstate.error.actor.0.routeGuard.checking.redeemingHandOverCode', error: new Error('used') },
    ]);
    expect(failed.snapshot.context.token).toBe('');
    expect(failed.effects.filter((e) => e.type === 'report').map((e) => (e.params as RouteGuardReport).type)).toEqual(['session.settingLoaded']);
    expect(failed.navigations).toEqual([{ to: '/serviceFee', replace: true }]);
    const carried = run([navigate(at('/redirect', 'access_token=carried&redirectUrl=%2FserviceFee')), settingLoaded]);
    expect(carried.snapshot.context.token).toBe('');
    expect(carried.effects.filter((e) => e.type === 'report').map((e) => (e.params as RouteGuardReport).type)).toEqual(['session.settingLoaded']);
    expect(carried.navigations).toEqual([{ to: '/serviceFee', replace: true }]);
  });

  it('step 1: a hash login follows redirectUrl only where the redirect policy allows', () => {
    const offList = run([navigate(at('/home', '', `access_token=abc&redirectUrl=${encodeURIComponent('https://evil.example/x')}`)), settingLoaded]);
    expect(offList.navigations).toEqual([{ to: '/home', replace: true }]);
    expect(offList.effects.map((e) => e.type)).not.toContain('redirectBrowser');
    const listed = run([navigate(at('/home', '', `access_token=abc&redirectUrl=${encodeURIComponent('https://pay.example.com/fees')}`)), settingLoaded]);
    expect(listed.effects).toContainEqual({ type: 'redirectBrowser', params: { url: 'https://pay.example.com/fees' } });
    expect(listed.effects).toContainEqual({ type: 'report', params: { type: 'session.tokenReceived', token: 'abc', expiresIn: 3600 } });
  });

  it('single sign-on: a completed /oidc-callback goes home; one still carrying the provider answer is left to the callback page', () => {
    expect(run([navigate(at('/oidc-callback')), settingLoaded], { token: 'sso', roles: ['teacher'] }).navigations).toEqual([{ to: '/home', replace: true }]);
    const answering = run([navigate(at('/oidc-callback', 'code=c1&state=s1')), settingLoaded], { token: 'old', roles: ['teacher'] });
    expect(answering.navigations).toEqual([]);
    expect(answering.snapshot.context.allowed).toEqual(at('/oidc-callback', 'code=c1&state=s1'));
    const desktopAnswering = run([navigate(at('/oidc-callback', 'code=c1&state=s1')), settingLoaded], {
      token: 'old',
      roles: ['teacher'],
      isDesktopClient: true,
    });
    expect(desktopAnswering.snapshot.value).toBe('idle');
    expect(desktopAnswering.effects.map((e) => e.type)).not.toContain('storeLoginSign');
  });

  it('step 5: a menu entry on a whitelisted host sends the browser there with a one-time code, never the token', () => {
    const menuLoaded = {
      type: 'session.menuLoaded',
      menu: [
        { name: 'Service Fee', routeName: 'serviceFee', type: 0, isShow: true, filterName: '', url: 'https://pay.example.com/serviceFee', hostKey: 'pay' },
      ],
    };
    const codeMade = { type: 'xstate.done.actor.0.routeGuard.checking.creatingHandOverCode', output: { Code: 'hand-2', ExpiresIn: 60 } };
    const waiting = run([menuLoaded, navigate(at('/serviceFee')), settingLoaded], { token: 'tok', roles: ['teacher'] });
    expect(waiting.snapshot.matches({ checking: 'creatingHandOverCode' })).toBe(true);
    expect(waiting.effects.map((e) => e.type)).not.toContain('redirectBrowser');
    const result = run([menuLoaded, navigate(at('/serviceFee')), settingLoaded, codeMade], { token: 'tok', roles: ['teacher'] });
    expect(result.effects).toContainEqual({
      type: 'redirectBrowser',
      params: { url: 'https://pay.example.com/redirect?redirectUrl=%2FserviceFee&code=hand-2' },
    });
    expect(JSON.stringify(result.effects)).not.toContain('tok&');
    const failed = run(
      [
        menuLoaded,
        navigate(at('/serviceFee')),
        settingLoaded,
        { type: 'xstate.error.actor.0.routeGuard.checking.creatingHandOverCode', error: new Error('x') },
      ],
      {
        token: 'tok',
        roles: ['teacher'],
      },
    );
    expect(failed.effects.map((e) => e.type)).not.toContain('redirectBrowser');
    expect(failed.effects.filter((e) => e.type === 'logError')).toHaveLength(1);
  });

  it('step 5: a menu entry on a host off the whitelist does not get the token', () => {
    const result = run(
      [
        {
          type: 'session.menuLoaded',
          menu: [
            { name: 'Service Fee', routeName: 'serviceFee', type: 0, isShow: true, filterName: '', url: 'https://pay.example.com/serviceFee', hostKey: 'pay' },
          ],
        },
        navigate(at('/serviceFee')),
        { ...settingLoaded, output: { ...setting, WhiteList: [] } },
      ],
      { token: 'tok', roles: ['teacher'] },
    );
    expect(result.effects.map((e) => e.type)).not.toContain('redirectBrowser');
    expect(result.snapshot.context.allowed).toEqual(at('/serviceFee'));
  });

  it('step 9: a failed chunk replaces to the pending path', () => {
    const result = run([navigate(at('/home')), settingLoaded, userLoaded, { type: 'route.chunkFailed' }], { token: 'tok' });
    expect(result.navigations).toEqual([{ to: '/home', replace: true }]);
  });

  it('logs the spec message when the setting cannot be loaded, and goes on', () => {
    const result = run([navigate(at('/login')), { type: 'xstate.error.actor.0.routeGuard.checking.loadingSetting', error: new Error('x') }]);
    expect(result.effects).toContainEqual({ type: 'logError', params: { message: 'Fail to download system settings, please contact Administrator.' } });
    expect(result.snapshot.context.allowed).toEqual(at('/login'));
  });
});

describe('route guard replay sanity', () => {
  it('a replayed path ends where the graph says', () => {
    const { machine } = fakeGuard();
    const paths = generatePaths(machine, { events, input, serializeState, toState: (s) => s.matches({ checking: 'loadingUser' }) });
    expect(paths.length).toBeGreaterThan(0);
    const { actor } = replayPath(machine, paths[0]!, replayOptions);
    expect((actor.getSnapshot() as AnyMachineSnapshot).matches({ checking: 'loadingUser' })).toBe(true);
  }, 180_000);
});
