import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { clockInActors } from '../../src/actors/clock-in.actors';
import { tourActors } from '../../src/actors/tour.actors';
import { Messages } from '../../src/domain/messages';
import { clockInMachine } from '../../src/machines/clock-in.machine';
import { selectClockInButton } from '../../src/machines/clock-in.selectors';
import type { ClockInEmitted } from '../../src/machines/clock-in.types';
import { tourMachine } from '../../src/machines/tour.machine';
import { createApiClient, type ApiClient } from '../../src/services/api-client';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** The shell's machines with their real actors, over the real API client, against the real server. */
describe(`shell machines over the API (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(new Date('2025-03-10T00:00:00Z')) });
    const token = await t.login('demo', DemoUsers.demo.password);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = createApiClient({
      baseURL: address,
      getToken: () => token,
      getAppCredentials: () => ({ AppId: t.config.appId, AppSecret: t.config.appSecret }),
    });
  });
  afterAll(async () => t.close());

  it('clocks in: Clock In, the success alert, then Clocked In; a second try shows the refusal', async () => {
    const actor = createActor(clockInMachine.provide({ actors: clockInActors(api) }));
    const alerts: string[] = [];
    actor.on('notify', (event: ClockInEmitted) => alerts.push(`${event.severity}: ${event.message}`));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(selectClockInButton(actor.getSnapshot())).toEqual({ text: 'Clock In', clickable: true, busy: false });

    actor.send({ type: 'clockIn.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.day?.status === 1);
    expect(alerts).toEqual([`success: ${Messages.clockInSuccess}`]);
    expect(selectClockInButton(actor.getSnapshot())).toEqual({ text: 'Clocked In', clickable: false, busy: false });
    actor.stop();

    // The refusal path, through the real client's error: the server refuses a second clock-in.
    const again = createActor(clockInMachine.provide({ actors: clockInActors(api) }));
    again.start();
    await waitFor(again, (snapshot) => snapshot.matches('ready'));
    expect(again.getSnapshot().can({ type: 'clockIn.submit' })).toBe(false);
    await expect(api.post('/api/tutorcomm/Registration')).rejects.toMatchObject({ kind: 'business', message: Messages.clockInAlready });
    again.stop();
  });

  it('walks the tour once: shown, finished, then not shown again', async () => {
    const first = createActor(tourMachine.provide({ actors: tourActors(api) }), { input: { fullShell: true } }).start();
    await waitFor(first, (snapshot) => snapshot.matches('showing'));
    first.send({ type: 'tour.skip' });
    await waitFor(first, (snapshot) => snapshot.status === 'done');
    expect(first.getSnapshot().value).toBe('done');
    expect(first.getSnapshot().context.saveFailed).toBe(false);

    const second = createActor(tourMachine.provide({ actors: tourActors(api) }), { input: { fullShell: true } }).start();
    await waitFor(second, (snapshot) => snapshot.status === 'done');
    expect(second.getSnapshot().value).toBe('notNeeded');
  });
});
