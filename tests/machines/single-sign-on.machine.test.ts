import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../src/domain/messages';
import { singleSignOnMachine } from '../../src/machines/single-sign-on.machine';
import { selectError, selectIsBusy, selectIsFailed } from '../../src/machines/single-sign-on.selectors';
import type { ProviderSessionOutput, SingleSignOnInput } from '../../src/machines/single-sign-on.types';
import { ApiError } from '../../src/services/api-errors';
import { delayedEventTypes, expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, withActorEventsWhereRunning } from './path-testing';

const input: SingleSignOnInput = { token: 'stored' };
const callbackUrl = 'https://tutor.example.com/oidc-callback?code=c1&state=s1';

/** Records every side effect the machine asks for; actors never settle unless a path says so. */
function fakeSingleSignOn() {
  const effects: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void effects.push({ type, params });
  const machine = singleSignOnMachine.provide({
    actors: {
      resume: pendingPromise(),
      startSignIn: pendingPromise(),
      completeSignIn: pendingPromise(),
      renew: pendingPromise(),
      endProviderSession: pendingPromise(),
      redeem: pendingPromise(),
    },
    actions: {
      navigate: record('navigate'),
      report: record('report'),
      forgetProviderSession: record('forgetProviderSession'),
      logRenewalFailure: record('logRenewalFailure'),
    },
  });
  return { machine, effects };
}

const session = (accessToken: string, expiresIn = 300): ProviderSessionOutput => ({ accessToken, expiresIn });
const actorEvent = (kind: 'done' | 'error', path: string, result: unknown) =>
  kind === 'done' ? { type: `xstate.done.actor.0.singleSignOn.${path}`, output: result } : { type: `xstate.error.actor.0.singleSignOn.${path}`, error: result };

const { machine } = fakeSingleSignOn();
const events = withActorEventsWhereRunning([
  { type: 'sso.start' },
  { type: 'sso.complete', url: callbackUrl },
  { type: 'sso.complete', url: 'https://tutor.example.com/oidc-callback' },
  { type: 'sso.signOut' },
  { type: 'signIn.redeem', kind: 'autoLoginCode', secret: ' code-1 ' },
  { type: 'session.changed', token: '', roles: [] },
  { type: 'session.changed', token: 'provider-1', roles: ['teacher'] },
  actorEvent('done', 'resuming', session('stored', 120)),
  actorEvent('done', 'resuming', session('someone-else')),
  actorEvent('done', 'resuming', null),
  actorEvent('error', 'resuming', new Error('setting unavailable')),
  actorEvent('done', 'redirecting', undefined),
  actorEvent('error', 'redirecting', new Error(Messages.singleSignOnUnavailable)),
  actorEvent('done', 'completing', session('provider-1')),
  actorEvent('error', 'completing', new Error(Messages.singleSignOnClockSkew)),
  actorEvent('done', 'providerSession.renewing', session('provider-2')),
  actorEvent('error', 'providerSession.renewing', new Error('invalid_grant')),
  actorEvent('done', 'endingSession', undefined),
  actorEvent('error', 'endingSession', new Error('offline')),
  actorEvent('done', 'redeeming', { access_token: 'portal-1', expires_in: 43200 }),
  actorEvent('error', 'redeeming', new ApiError('business', Messages.autoLoginCodeInvalid, 1)),
  ...delayedEventTypes(machine).map((type) => ({ type })),
]);

describe('single sign-on machine (model-based)', () => {
  const paths = generatePaths(machine, { events, input, limit: 1_000_000 });

  it('generates paths through every state', () => {
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"idle"',
      '"failed"',
      '"redirecting"',
      '"completing"',
      '"redeeming"',
      '"endingSession"',
      '{"providerSession":"active"}',
      '{"providerSession":"renewing"}',
      '{"providerSession":"renewalFailed"}',
    ]) {
      expect(states).toContain(state);
    }
  });

  it('replays every path on a live actor, state and context asserted at every step, reaching every transition', () => {
    expectEveryTransitionCovered(machine, paths, { input });
  }, 60_000);
});

/** Runs the machine through events (actor results as synthetic events) on a simulated clock. */
function run(sequence: Array<{ type: string; [key: string]: unknown }>, start: SingleSignOnInput = input) {
  const { machine: logic, effects } = fakeSingleSignOn();
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: start, clock }).start();
  for (const event of sequence) actor.send(event as never);
  return { actor, clock, effects, of: (type: string) => effects.filter((e) => e.type === type).map((e) => e.params) };
}

const resumedNothing = actorEvent('done', 'resuming', null);

describe('single sign-on behaviour', () => {
  it('completes on /oidc-callback: the session gets the token, the address loses the code', () => {
    const { actor, of } = run([resumedNothing, { type: 'sso.complete', url: callbackUrl }, actorEvent('done', 'completing', session('provider-1', 3600))], {
      token: '',
    });
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'active' });
    expect(of('report')).toEqual([{ type: 'session.singleSignOnSignedIn', token: 'provider-1', expiresIn: 3600 }]);
    expect(of('navigate')).toEqual([{ to: '/oidc-callback', replace: true }]);
  });

  it('hands the completing actor the address the provider returned to', async () => {
    const seen: string[] = [];
    const { machine: logic } = fakeSingleSignOn();
    const actor = createActor(
      logic.provide({
        actors: {
          resume: fromPromise<ProviderSessionOutput | null>(async () => null),
          completeSignIn: fromPromise(async ({ input: { url } }: { input: { url: string } }) => {
            seen.push(url);
            return session('provider-1');
          }),
        },
      }),
      { input },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'sso.complete', url: callbackUrl });
    actor.send({ type: 'sso.complete', url: callbackUrl });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A second delivery (React's double effect) does not redeem the code twice.
    expect(seen).toEqual([callbackUrl]);
    expect(actor.getSnapshot().context.token).toBe('provider-1');
  });

  it('renews 60 s before expiry (halfway for short tokens) and stores the renewed token again', () => {
    const { actor, clock, of } = run([
      resumedNothing,
      { type: 'sso.complete', url: callbackUrl },
      actorEvent('done', 'completing', session('provider-1', 300)),
    ]);
    clock.increment(239_999);
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'active' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'renewing' });
    actor.send(actorEvent('done', 'providerSession.renewing', session('provider-2', 90)) as never);
    expect(of('report').at(-1)).toEqual({ type: 'session.tokenRenewed', token: 'provider-2', expiresIn: 90 });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'provider-2', expiresIn: 90 });
    clock.increment(44_999);
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'active' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'renewing' });
  });

  it('a failed renewal is logged and the token lives on until it expires', () => {
    const { actor, clock, of } = run([
      resumedNothing,
      { type: 'sso.complete', url: callbackUrl },
      actorEvent('done', 'completing', session('provider-1', 300)),
    ]);
    clock.increment(240_000);
    actor.send(actorEvent('error', 'providerSession.renewing', new Error('invalid_grant')) as never);
    expect(actor.getSnapshot().value).toEqual({ providerSession: 'renewalFailed' });
    expect(of('logRenewalFailure')).toHaveLength(1);
    expect(of('report')).toHaveLength(1);
  });

  it('resumes a stored provider sign-in of the current token after a reload, and forgets one of another token', () => {
    const resumed = run([actorEvent('done', 'resuming', session('stored', 120))]);
    expect(resumed.actor.getSnapshot().value).toEqual({ providerSession: 'active' });
    expect(resumed.of('report')).toEqual([{ type: 'session.singleSignOnResumed' }]);
    const stale = run([actorEvent('done', 'resuming', session('someone-else'))]);
    expect(stale.actor.getSnapshot().value).toBe('idle');
    expect(stale.effects.map((e) => e.type)).toEqual(['forgetProviderSession']);
  });

  it('stops renewing and forgets the provider sign-in when the session drops or replaces the token', () => {
    for (const token of ['', 'password-token']) {
      const { actor, clock, effects } = run([actorEvent('done', 'resuming', session('stored', 300)), { type: 'session.changed', token, roles: [] }]);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(effects.map((e) => e.type)).toContain('forgetProviderSession');
      clock.increment(600_000);
      expect(actor.getSnapshot().value).toBe('idle');
    }
    const same = run([actorEvent('done', 'resuming', session('stored', 300)), { type: 'session.changed', token: 'stored', roles: ['teacher'] }]);
    expect(same.actor.getSnapshot().value).toEqual({ providerSession: 'active' });
  });

  it('sign-out ends the provider session; if the provider cannot be reached the tutor still lands on /login', () => {
    const { actor, of } = run([actorEvent('done', 'resuming', session('stored')), { type: 'sso.signOut' }]);
    expect(actor.getSnapshot().value).toBe('endingSession');
    actor.send({ type: 'session.changed', token: '', roles: [] });
    expect(actor.getSnapshot().value).toBe('endingSession');
    actor.send(actorEvent('error', 'endingSession', new Error('offline')) as never);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(of('navigate')).toEqual([{ to: '/login', replace: true }]);
  });

  it('a one-time code signs in once and goes home; a refused one shows the server message', () => {
    const ok = run([
      resumedNothing,
      { type: 'signIn.redeem', kind: 'autoLoginCode', secret: 'code-1' },
      actorEvent('done', 'redeeming', { access_token: 'portal-1', expires_in: 43200 }),
    ]);
    expect(ok.of('report')).toEqual([{ type: 'session.tokenReceived', token: 'portal-1', expiresIn: 43200 }]);
    expect(ok.of('navigate')).toEqual([{ to: '/home', replace: true }]);
    const refused = run([
      resumedNothing,
      { type: 'signIn.redeem', kind: 'autoLoginCode', secret: 'used' },
      actorEvent('error', 'redeeming', new ApiError('business', Messages.autoLoginCodeInvalid, 1)),
    ]);
    const snapshot = refused.actor.getSnapshot();
    expect(selectIsFailed(snapshot)).toBe(true);
    expect(selectError(snapshot)).toBe(Messages.autoLoginCodeInvalid);
    expect(refused.of('report')).toEqual([]);
  });

  it("a one-time code's link may continue on a portal path (the call card's temporary link), never elsewhere", () => {
    const call = run([
      resumedNothing,
      { type: 'signIn.redeem', kind: 'autoLoginCode', secret: 'code-2', then: '/im?answer=7' },
      actorEvent('done', 'redeeming', { access_token: 'portal-2', expires_in: 43200 }),
    ]);
    expect(call.of('navigate')).toEqual([{ to: '/im?answer=7', replace: true }]);
    const elsewhere = run([
      resumedNothing,
      { type: 'signIn.redeem', kind: 'autoLoginCode', secret: 'code-3', then: '//evil.example/x' },
      actorEvent('done', 'redeeming', { access_token: 'portal-3', expires_in: 43200 }),
    ]);
    expect(elsewhere.of('navigate')).toEqual([{ to: '/home', replace: true }]);
  });

  it('an address without the provider answer fails at once; a start failure is shown on /login', () => {
    const bare = run([resumedNothing, { type: 'sso.complete', url: 'https://tutor.example.com/oidc-callback' }]);
    expect(selectError(bare.actor.getSnapshot())).toBe(Messages.singleSignOnFailed);
    const unreachable = run([{ type: 'sso.start' }]);
    expect(selectIsBusy(unreachable.actor.getSnapshot())).toBe(true);
    unreachable.actor.send(actorEvent('error', 'redirecting', new Error(Messages.singleSignOnUnavailable)) as never);
    expect(selectError(unreachable.actor.getSnapshot())).toBe(Messages.singleSignOnUnavailable);
    unreachable.actor.send({ type: 'sso.start' });
    expect(selectError(unreachable.actor.getSnapshot())).toBe('');
  });
});

describe('single sign-on replay sanity', () => {
  it('a replayed path ends where the graph says', () => {
    const paths = generatePaths(machine, { events, input, toState: (s) => s.matches({ providerSession: 'renewalFailed' }) });
    expect(paths.length).toBeGreaterThan(0);
    const { actor } = replayPath(machine, paths[0]!, { input });
    expect((actor.getSnapshot() as AnyMachineSnapshot).matches({ providerSession: 'renewalFailed' })).toBe(true);
  });
});
