import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { attemptCount } from '../../server/repositories/login-failures.repository';
import { accountKey, addressKey } from '../../server/services/login-throttle';
import { DemoUsers, startTestApp, type TestApp } from './harness';

// Every password hash check of the server, counted: the throttle must stop guesses before them.
const hashChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/services/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/services/password')>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      hashChecks.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

const PARALLEL = 50;
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 20;

const tally = (answers: { status: number; json: { ErrorCode: number; Msg: string } }[]) => ({
  wrong: answers.filter((a) => a.json.ErrorCode === ErrorCode.Failed && a.json.Msg === Messages.wrongCredentials).length,
  locked: answers.filter((a) => a.json.ErrorCode === ErrorCode.TooManyAttempts && a.json.Msg === Messages.tooManyLoginAttempts).length,
  serverErrors: answers.filter((a) => a.status >= 500).length,
  statuses: [...new Set(answers.map((a) => a.status))],
});

describe('sign-in throttle under parallel guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        LOGIN_LOCK_AFTER_FAILURES: String(ACCOUNT_LIMIT),
        LOGIN_LOCK_AFTER_ADDRESS_FAILURES: String(ADDRESS_LIMIT),
        // No slowed answers: the test is about counting, not waiting.
        LOGIN_SLOW_AFTER_FAILURES: '100',
        // The first test's guesses come from addresses of their own (X-Forwarded-For), so only the
        // account's count decides which are checked: under PostgreSQL the two counts of one attempt
        // can be taken in different orders, and the address's limit would then refuse some of the five.
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => t.close());

  it(`checks at most ${ACCOUNT_LIMIT} of ${PARALLEL} parallel wrong passwords for one account, and records every attempt`, async () => {
    hashChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.call('POST', '/api/account/login', { body: { username: 'demo', password: 'wrong' }, headers: { 'x-forwarded-for': `10.0.0.${i + 1}` } }),
      ),
    );
    expect(tally(answers)).toEqual({ wrong: ACCOUNT_LIMIT, locked: PARALLEL - ACCOUNT_LIMIT, serverErrors: 0, statuses: [400] });
    expect(hashChecks.count).toBe(ACCOUNT_LIMIT);
    expect(await attemptCount(t.database.db, accountKey('demo'))).toBe(PARALLEL);
    // Locked: the right password is refused without a check too.
    const locked = await t.call('POST', '/api/account/login', { body: { username: 'Demo', password: DemoUsers.demo.password } });
    expect(locked.json.ErrorCode).toBe(ErrorCode.TooManyAttempts);
    expect(hashChecks.count).toBe(ACCOUNT_LIMIT);
  });

  it(`checks at most ${ADDRESS_LIMIT} of ${PARALLEL} parallel guesses at different accounts from one address`, async () => {
    t.clock.advance(3600_000);
    hashChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => t.call('POST', '/api/account/login', { body: { username: `nobody-${i}`, password: 'wrong' } })),
    );
    expect(tally(answers)).toEqual({ wrong: ADDRESS_LIMIT, locked: PARALLEL - ADDRESS_LIMIT, serverErrors: 0, statuses: [400] });
    expect(hashChecks.count).toBe(ADDRESS_LIMIT);
    expect(await attemptCount(t.database.db, addressKey('127.0.0.1'))).toBe(PARALLEL);
  });

  it('gives the address its attempt back on a successful sign-in, and starts the account afresh', async () => {
    t.clock.advance(3600_000);
    await t.call('POST', '/api/account/login', { body: { username: 'demo2', password: 'wrong' } });
    expect(await attemptCount(t.database.db, addressKey('127.0.0.1'))).toBe(1);
    await t.login('demo2', DemoUsers.demo2.password);
    expect(await attemptCount(t.database.db, accountKey('demo2'))).toBe(0);
    expect(await attemptCount(t.database.db, addressKey('127.0.0.1'))).toBe(1);
  });
});
