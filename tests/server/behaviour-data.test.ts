import { secretMatches } from '../../server/services/behaviour-data.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { loadConfig } from '../../server/config';
import { ClassDetailTutor } from '../../server/seed/class-detail.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

const SECRET = 'behaviour-secret-for-tests-0001';
const PATH = '/api/TeacherSystem/TutorWeb/AddCustomData';

describe(`behaviour-data service: AddCustomData (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  const event = (userId: number, extra: Record<string, unknown> = {}) =>
    ({
      userId,
      startTime: '2026-11-20T10:00:00.000Z',
      endTime: '2026-11-20T10:05:00.000Z',
      labelId: 4,
      customData: { Tagid: 12, page: 'classDetail' },
      ...extra,
    }) as never;
  const send = (body: never, headers: Record<string, string>, token?: string) =>
    t.call<boolean>('POST', PATH, { body, headers, sign: false, ...(token ? { token } : {}) });
  const customRows = () => t.app.db.selectFrom('class_detail_logs').select(['tutor_id', 'details']).where('kind', '=', 'custom_data').orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp({ env: { BEHAVIOUR_DATA_SECRET: SECRET, ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    tutor = await t.login(ClassDetailTutor.account, ClassDetailTutor.password);
  });
  afterAll(async () => t.close());

  it('stores an event sent with the secret header, and refuses a missing or wrong secret', async () => {
    const missing = await send(event(ClassDetailTutor.id), {});
    expect([missing.status, missing.json.ErrorCode]).toEqual([403, ErrorCode.Forbidden]);
    const wrong = await send(event(ClassDetailTutor.id), { 'x-behaviour-secret': 'not-the-secret-at-all' });
    expect(wrong.json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect(await customRows()).toEqual([]);

    const stored = await send(event(ClassDetailTutor.id), { 'x-behaviour-secret': SECRET });
    expect(stored.json).toMatchObject({ ErrorCode: ErrorCode.Success, Body: true });
    const rows = await customRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tutor_id).toBe(ClassDetailTutor.id);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      startTime: '2026-11-20T10:00:00.000Z',
      endTime: '2026-11-20T10:05:00.000Z',
      labelId: 4,
      customData: { Tagid: 12, page: 'classDetail' },
    });
  });

  it('refuses bad input, an unknown user, and a signed-in tutor reporting another user', async () => {
    const headers = { 'x-behaviour-secret': SECRET };
    const before = (await customRows()).length;
    expect((await send(event(ClassDetailTutor.id, { endTime: '2026-11-20T09:00:00.000Z' }), headers)).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await send(event(ClassDetailTutor.id, { customData: { page: 'x' } }), headers)).json.ErrorCode).not.toBe(ErrorCode.Success);
    expect((await send(event(ClassDetailTutor.id, { labelId: -1 }), headers)).json.ErrorCode).not.toBe(ErrorCode.Success);
    expect((await send(event(99_999_999), headers)).json.ErrorCode).toBe(ErrorCode.NotFound);
    const otherUser = await t.app.db.selectFrom('users').select('id').where('id', '!=', ClassDetailTutor.id).executeTakeFirstOrThrow();
    expect((await send(event(otherUser.id), headers, tutor)).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await send(event(ClassDetailTutor.id), headers, tutor)).json.Body).toBe(true);
    expect((await customRows()).length).toBe(before + 1);
  });
});

describe('BEHAVIOUR_DATA_SECRET configuration', () => {
  it('requires 16 characters, and a real secret in production', () => {
    expect(() => loadConfig({ BEHAVIOUR_DATA_SECRET: 'short' })).toThrow(/BEHAVIOUR_DATA_SECRET must be at least 16 characters/);
    // Unset in production: the service is off, and no header can match an empty secret.
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-value' }).behaviourData.secret).toBe('');
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', '')).toBe(false);
    expect(loadConfig({ BEHAVIOUR_DATA_SECRET: SECRET }).behaviourData.secret).toBe(SECRET);
  });
});
