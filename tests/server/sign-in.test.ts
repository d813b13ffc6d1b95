import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface CodeBody {
  Code: string;
  Url: string;
  ExpiresIn: number;
}
interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
}

describe(`one-time sign-in: AutoLogin codes and login signs (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staffToken: string;
  let demoToken: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://portal.example.com' } });
    staffToken = await t.login('staff', DemoUsers.staff.password);
    demoToken = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  const staffCode = (tuid: number) => t.call<CodeBody>('POST', '/api/Staff/CreateAutoLoginCode', { token: staffToken, body: { Tuid: tuid } });
  const autoLogin = (code: string) => t.call<TokenBody>('GET', '/api/Account/AutoLogin', { query: { code } });
  const tuidOf = async (token: string) => (await t.call<{ tuid: number }>('GET', '/api/account/userinfo', { token })).json.Body.tuid;

  it('exchanges a code from an e-mail link for a token, once', async () => {
    const issued = await staffCode(DemoUsers.demo.id);
    expect(issued.json.ErrorCode).toBe(0);
    expect(issued.json.Body.ExpiresIn).toBe(t.config.signIn.autoLoginCodeTtlSeconds);
    expect(issued.json.Body.Url).toBe(`https://portal.example.com/loginAuto?code=${issued.json.Body.Code}`);

    const first = await autoLogin(issued.json.Body.Code);
    expect(first.json.ErrorCode).toBe(0);
    expect(first.json.Body).toMatchObject({ token_type: 'Bearer', expires_in: t.config.tokenTtlSeconds });
    expect(await tuidOf(first.json.Body.access_token)).toBe(DemoUsers.demo.id);

    const second = await autoLogin(issued.json.Body.Code);
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.autoLoginCodeInvalid, Body: null });
  });

  it('lets exactly one of two simultaneous redemptions of a code succeed', async () => {
    const { Code } = (await staffCode(DemoUsers.demo2.id)).json.Body;
    const results = await Promise.all([autoLogin(Code), autoLogin(Code), autoLogin(Code)]);
    expect(results.map((result) => result.json.ErrorCode).sort()).toEqual([ErrorCode.Success, ErrorCode.Failed, ErrorCode.Failed]);
  });

  it('refuses a code once it has expired', async () => {
    const ttl = t.config.signIn.autoLoginCodeTtlSeconds;
    const early = (await staffCode(DemoUsers.demo.id)).json.Body.Code;
    const late = (await staffCode(DemoUsers.demo.id)).json.Body.Code;
    t.clock.advance((ttl - 1) * 1000);
    try {
      expect((await autoLogin(early)).json.ErrorCode).toBe(0);
      t.clock.advance(2000);
      expect((await autoLogin(late)).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: Messages.autoLoginCodeInvalid });
    } finally {
      t.clock.advance(-(ttl + 1) * 1000);
    }
  });

  it('refuses an unknown code and stores codes only as hashes', async () => {
    expect((await autoLogin('not-a-code')).json.ErrorCode).toBe(ErrorCode.Failed);
    const { Code } = (await staffCode(DemoUsers.demo.id)).json.Body;
    const rows = await t.database.db.selectFrom('auto_login_codes').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(Code);
  });

  it("lets staff make codes only for tutors' accounts", async () => {
    const forStaff = await staffCode(DemoUsers.staff.id);
    expect(forStaff.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.autoLoginOnlyForTutors, Body: null });
    const unknown = await staffCode(4242);
    expect(unknown.json.ErrorCode).toBe(ErrorCode.NotFound);
    const byTutor = await t.call('POST', '/api/Staff/CreateAutoLoginCode', { token: demoToken, body: { Tuid: DemoUsers.demo2.id } });
    expect(byTutor.json.ErrorCode).toBe(ErrorCode.Forbidden);
    const anonymous = await t.call('POST', '/api/Staff/CreateAutoLoginCode', { body: { Tuid: DemoUsers.demo2.id } });
    expect(anonymous.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('gives a signed-in tutor a code for themselves (the desktop client opening the browser)', async () => {
    const issued = await t.call<CodeBody>('POST', '/api/Account/CreateAutoLoginCode', { token: demoToken });
    expect(issued.json.ErrorCode).toBe(0);
    const redeemed = await autoLogin(issued.json.Body.Code);
    expect(await tuidOf(redeemed.json.Body.access_token)).toBe(DemoUsers.demo.id);
    expect((await t.call('POST', '/api/Account/CreateAutoLoginCode')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a code whose tutor has been disabled since', async () => {
    const { Code } = (await staffCode(DemoUsers.demo2.id)).json.Body;
    await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', DemoUsers.demo2.id).execute();
    try {
      expect((await autoLogin(Code)).json.ErrorCode).toBe(ErrorCode.Failed);
    } finally {
      await t.database.db.updateTable('users').set({ disabled: 0 }).where('id', '=', DemoUsers.demo2.id).execute();
    }
  });

  it('hands the desktop client the session through a login sign, once', async () => {
    const created = await t.call<string>('POST', '/api/Account/CreateLoginSign', { token: demoToken });
    expect(created.json.ErrorCode).toBe(0);
    const loginSign = created.json.Body;
    expect(loginSign).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const check = () => t.call<boolean>('GET', '/api/Account/CheckLoginSign', { query: { loginSign } });
    const redeem = () => t.call<TokenBody>('GET', '/api/Account/GetTokenByLoginSign', { query: { loginSign } });
    expect((await check()).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    // Checking does not use it up.
    expect((await check()).json.Body).toBe(true);

    const token = await redeem();
    expect(token.json.ErrorCode).toBe(0);
    expect(await tuidOf(token.json.Body.access_token)).toBe(DemoUsers.demo.id);
    expect(token.json.Body.access_token).not.toBe(demoToken);

    expect((await check()).json.Body).toBe(false);
    const again = await redeem();
    expect(again.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.loginSignInvalid, Body: null });
  });

  it('lets a login sign expire', async () => {
    const loginSign = (await t.call<string>('POST', '/api/Account/CreateLoginSign', { token: demoToken })).json.Body;
    const ttl = t.config.signIn.loginSignTtlSeconds;
    t.clock.advance((ttl + 1) * 1000);
    try {
      expect((await t.call('GET', '/api/Account/CheckLoginSign', { query: { loginSign } })).json.Body).toBe(false);
      const redeemed = await t.call('GET', '/api/Account/GetTokenByLoginSign', { query: { loginSign } });
      expect(redeemed.json.ErrorCode).toBe(ErrorCode.Failed);
    } finally {
      t.clock.advance(-(ttl + 1) * 1000);
    }
  });

  it('makes login signs only for a signed-in user and stores them only as hashes', async () => {
    const anonymous = await t.call('POST', '/api/Account/CreateLoginSign');
    expect(anonymous.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const loginSign = (await t.call<string>('POST', '/api/Account/CreateLoginSign', { token: demoToken })).json.Body;
    const rows = await t.database.db.selectFrom('login_signs').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(loginSign);
  });

  it('issues tokens that sign-out revokes like any other', async () => {
    const { Code } = (await staffCode(DemoUsers.demo.id)).json.Body;
    const token = (await autoLogin(Code)).json.Body.access_token;
    expect((await t.call('GET', '/api/account/logout', { token })).json.Body).toBe(true);
    expect((await t.call('GET', '/api/account/userinfo', { token })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('requires the request signature on the sign-in calls', async () => {
    const { Code } = (await staffCode(DemoUsers.demo.id)).json.Body;
    const unsigned = await t.call('GET', '/api/Account/AutoLogin', { query: { code: Code }, sign: false });
    expect(unsigned.json.ErrorCode).toBe(ErrorCode.SignatureFailed);
    // A refused call did not use the code up.
    expect((await autoLogin(Code)).json.ErrorCode).toBe(0);
  });
});

describe(`the cross-host redirect's hand-over code (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demoToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    demoToken = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  const createCode = (token?: string) => t.call<{ Code: string; ExpiresIn: number }>('POST', '/api/Account/CreateHandOverCode', token ? { token } : {});
  const redeem = (Code: string) => t.call<TokenBody>('POST', '/api/Account/RedeemHandOverCode', { body: { Code } });
  const accountOf = async (token: string) => (await t.call<{ account: string }>('GET', '/api/account/userinfo', { token })).json.Body.account;

  it('gives the receiving host a token of its own for the caller, once', async () => {
    const issued = await createCode(demoToken);
    expect(issued.json.ErrorCode).toBe(0);
    expect(issued.json.Body.ExpiresIn).toBe(60);
    expect(issued.json.Body.Code).not.toContain(demoToken);
    const first = await redeem(issued.json.Body.Code);
    expect(first.json.ErrorCode).toBe(0);
    expect(first.json.Body.access_token).not.toBe(demoToken);
    expect(await accountOf(first.json.Body.access_token)).toBe('demo');
    const again = await redeem(issued.json.Body.Code);
    expect(again.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.autoLoginCodeInvalid, Body: null });
  });

  it('is valid for 60 seconds only', async () => {
    const issued = await createCode(demoToken);
    t.clock.advance(61_000);
    expect((await redeem(issued.json.Body.Code)).json.ErrorCode).toBe(ErrorCode.Failed);
  });

  it('is issued only to a signed-in caller, and is no AutoLogin code (nor an AutoLogin code a hand-over code)', async () => {
    expect((await createCode()).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const handOver = await createCode(demoToken);
    expect((await t.call('GET', '/api/Account/AutoLogin', { query: { code: handOver.json.Body.Code } })).json.ErrorCode).toBe(ErrorCode.Failed);
    const autoLogin = await t.call<{ Code: string }>('POST', '/api/Account/CreateAutoLoginCode', { token: demoToken });
    expect((await redeem(autoLogin.json.Body.Code)).json.ErrorCode).toBe(ErrorCode.Failed);
    // Neither attempt used up the other kind's code.
    expect((await redeem(handOver.json.Body.Code)).json.ErrorCode).toBe(0);
  });
});
