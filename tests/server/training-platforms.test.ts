import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryKeyAnswer } from '../../src/domain/training-platforms';
import { TrainingTutor } from '../../server/seed/training.seed';
import { TRAINING_ID_TOKEN_AUDIENCE, trainingSsoKey } from '../../server/services/training-platforms.service';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training-platform single sign-on (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        ATTENDANCE_JOB_INTERVAL_MS: '0',
        TRAINING_MOODLE_URL: 'https://moodle.provider.com',
        TRAINING_ACADEMY_URL: 'https://academy.provider.net',
        TRAINING_PRODUCTION_HOSTS: 'Tutor.Provider.com, tutor2.provider.com:8443',
      },
    });
  });
  afterAll(async () => t.close());

  const entryKey = async (token: string) => (await t.call<EntryKeyAnswer>('POST', '/api/TeachUser/GetEntryKey', { token })).json;

  it('answers the stored entry key, a verifiable id token of the tutor, and the configured platforms', async () => {
    const answer = await entryKey(await t.login(TrainingTutor.account, TrainingTutor.password));
    expect(answer.ErrorCode).toBe(0);
    expect(answer.Body).toMatchObject({
      EntryKey: 'ek-100313-a1b2',
      Platforms: { moodle: 'https://moodle.provider.com', academy: 'https://academy.provider.net' },
      TestUrl: 'http://localhost:8090',
      ProductionHosts: ['tutor.provider.com', 'tutor2.provider.com:8443'],
    });
    const { payload } = await jwtVerify(answer.Body.IdToken, trainingSsoKey(t.config), { audience: TRAINING_ID_TOKEN_AUDIENCE, currentDate: t.clock.now() });
    expect(payload).toMatchObject({ sub: String(TrainingTutor.id), entry_key: 'ek-100313-a1b2', preferred_username: 'trainee' });
    expect(payload.exp! - payload.iat!).toBe(300);
    await expect(jwtVerify(answer.Body.IdToken, new TextEncoder().encode('another secret'), { currentDate: t.clock.now() })).rejects.toThrow();
  });

  it('gives each tutor their own key and token, and nothing without a sign-in', async () => {
    const demo = (await entryKey(await t.login('demo', 'demo1234'))).Body;
    expect(demo.EntryKey).toBe('ek-100231-3f9a');
    const { payload } = await jwtVerify(demo.IdToken, trainingSsoKey(t.config), { currentDate: t.clock.now() });
    expect(payload.sub).toBe('100231');
    expect((await t.call('POST', '/api/TeachUser/GetEntryKey')).json.ErrorCode).toBe(3);
  });

  it('refuses a platform URL that is not an origin at start', async () => {
    await expect(startTestApp({ seed: false, env: { TRAINING_MOODLE_URL: 'moodle.provider.com/x' } })).rejects.toThrow(/TRAINING_MOODLE_URL/);
  });
});
