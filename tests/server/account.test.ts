import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`account calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('signs in with a trimmed username and answers a token with expires_in', async () => {
    const result = await t.call<{ access_token: string; expires_in: number; token_type: string }>('POST', '/api/account/login', {
      body: { username: '  demo  ', password: DemoUsers.demo.password },
    });
    expect(result.status).toBe(200);
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Msg).toBe('');
    expect(result.json.Body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(result.json.Body.expires_in).toBe(t.config.tokenTtlSeconds);
    expect(result.json.Body.token_type).toBe('Bearer');
  });

  it('answers one message for a wrong password and for an unknown user', async () => {
    const wrong = await t.call('POST', '/api/account/login', { body: { username: 'demo2', password: 'nope' } });
    const unknown = await t.call('POST', '/api/account/login', { body: { username: 'nobody', password: 'nope' } });
    expect(wrong.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.wrongCredentials, Body: null });
    expect(unknown.json).toEqual(wrong.json);
    expect(unknown.status).toBe(wrong.status);
  });

  it('refuses a sign-in without a password with a clear message, not a 500', async () => {
    const result = await t.call('POST', '/api/account/login', { body: { username: 'demo' } });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'password' is required.", Body: null });
  });

  it('answers the user state of the signed-in tutor, roles included', async () => {
    const token = await t.login('demo', DemoUsers.demo.password);
    const result = await t.call<Record<string, unknown>>('GET', '/api/account/userinfo', { token });
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Body).toMatchObject({
      tuid: DemoUsers.demo.id,
      account: 'demo',
      fullName: 'Maria Santos',
      roles: ['teacher'],
      integralLevel: 'B2',
      isGrowthSystemTestGroup: true,
    });
    expect(typeof result.json.Body.teachingPoints).toBe('number');
  });

  it('answers more info for version 3.0', async () => {
    const token = await t.login('demo', DemoUsers.demo.password);
    const result = await t.call<Record<string, unknown>>('GET', '/api/account/UserMoreInfo', { token, query: { version: '3.0' } });
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Body).toMatchObject({ tuid: DemoUsers.demo.id, entryKey: 'ek-100231-3f9a', version: '3.0' });
  });

  it('reads the feedback dot and the signed contract from the records, not fixed answers', async () => {
    const token = await t.login('demo2', DemoUsers.demo2.password);
    const before = await t.call<{ feedBackMsg: boolean }>('GET', '/api/account/userinfo', { token });
    const moreBefore = await t.call<{ hasContract: boolean }>('GET', '/api/account/UserMoreInfo', { token });
    const now = t.clock.now().toISOString();
    await t.database.db.insertInto('feedback_notices').values({ user_id: DemoUsers.demo2.id, feedback_id: null, created_at: now, read_at: null }).execute();
    await t.database.db
      .insertInto('tutor_contracts')
      .values({ user_id: DemoUsers.demo2.id, audit_status: 1, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ audit_status: 1 }))
      .execute();
    const after = await t.call<{ feedBackMsg: boolean }>('GET', '/api/account/userinfo', { token });
    const moreAfter = await t.call<{ hasContract: boolean }>('GET', '/api/account/UserMoreInfo', { token });
    expect([before.json.Body.feedBackMsg, after.json.Body.feedBackMsg]).toEqual([false, true]);
    expect([moreBefore.json.Body.hasContract, moreAfter.json.Body.hasContract]).toEqual([false, true]);
  });

  it('answers ErrorCode 3 without a token, with an expired token and with a revoked token', async () => {
    const missing = await t.call('GET', '/api/account/userinfo');
    expect(missing.status).toBe(401);
    expect(missing.json.ErrorCode).toBe(ErrorCode.Unauthorized);

    const token = await t.login('demo', DemoUsers.demo.password);
    t.clock.advance((t.config.tokenTtlSeconds + 1) * 1000);
    const expired = await t.call('GET', '/api/account/userinfo', { token });
    expect(expired.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    t.clock.advance(-(t.config.tokenTtlSeconds + 1) * 1000);

    const live = await t.login('demo', DemoUsers.demo.password);
    expect((await t.call('GET', '/api/account/userinfo', { token: live })).json.ErrorCode).toBe(0);
    expect((await t.call('GET', '/api/account/logout', { token: live })).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    const revoked = await t.call('GET', '/api/account/userinfo', { token: live });
    expect(revoked.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('answers ErrorCode 8 for a missing or wrong signature', async () => {
    const token = await t.login('demo', DemoUsers.demo.password);
    const unsigned = await t.call('GET', '/api/account/userinfo', { token, sign: false });
    expect(unsigned.json.ErrorCode).toBe(ErrorCode.SignatureFailed);
    const tampered = await t.call('GET', '/api/account/userinfo', {
      token,
      headers: { 'x-signature': '0123456789ABCDEF0123456789ABCDEF' },
    });
    expect(tampered.json).toEqual({ ErrorCode: ErrorCode.SignatureFailed, Msg: Messages.signatureFailed, Body: null });
  });

  it('routes case-insensitively', async () => {
    const token = await t.login('demo', DemoUsers.demo.password);
    const result = await t.call('GET', '/API/Account/UserInfo', { token });
    expect(result.json.ErrorCode).toBe(0);
  });

  it('keeps the staff account out of tutor calls', async () => {
    const token = await t.login('staff', DemoUsers.staff.password);
    expect((await t.call('GET', '/api/account/userinfo', { token })).json.ErrorCode).toBe(0);
    const more = await t.call('GET', '/api/account/UserMoreInfo', { token });
    expect(more.json.ErrorCode).toBe(ErrorCode.Forbidden);
  });

  it('shows one tutor only their own data', async () => {
    const token = await t.login('demo2', DemoUsers.demo2.password);
    const result = await t.call<{ tuid: number; fullName: string }>('GET', '/api/account/userinfo', { token });
    expect(result.json.Body.tuid).toBe(DemoUsers.demo2.id);
    expect(result.json.Body.fullName).not.toBe('Maria Santos');
    // A tuid in the query does not switch the user.
    const spoof = await t.call<{ tuid: number }>('GET', '/api/account/userinfo', { token, query: { tuid: DemoUsers.demo.id } });
    expect(spoof.json.Body.tuid).toBe(DemoUsers.demo2.id);
  });
});

describe(`sign-in throttling (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_SLOW_AFTER_FAILURES: '2', LOGIN_LOCK_AFTER_FAILURES: '3', LOGIN_LOCK_SECONDS: '60' } });
  });
  afterAll(async () => t.close());

  it('refuses an account for a while after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      const failed = await t.call('POST', '/api/account/login', { body: { username: 'demo', password: 'wrong' } });
      expect(failed.json.Msg).toBe(Messages.wrongCredentials);
    }
    const locked = await t.call('POST', '/api/account/login', { body: { username: 'demo', password: DemoUsers.demo.password } });
    expect(locked.json).toEqual({ ErrorCode: ErrorCode.TooManyAttempts, Msg: Messages.tooManyLoginAttempts, Body: null });
    // Another account from the same address is not locked by it.
    expect((await t.call('POST', '/api/account/login', { body: { username: 'demo2', password: DemoUsers.demo2.password } })).json.ErrorCode).toBe(0);
    t.clock.advance(61_000);
    const after = await t.call('POST', '/api/account/login', { body: { username: 'demo', password: DemoUsers.demo.password } });
    expect(after.json.ErrorCode).toBe(0);
  });
});
