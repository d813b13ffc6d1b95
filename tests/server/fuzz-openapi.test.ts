import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { operationsOf, problemWith, requestsFor, type FuzzRequest, type Operation, type Signer } from './fuzz-openapi';

/** Runs per operation: small so CI stays fast; `npm run fuzz` runs many more (bench/fuzz.ts). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

describe(`fuzzing every OpenAPI operation (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let signer: Signer;
  let operations: Operation[] = [];
  let sent = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '1000000', LOGIN_LOCK_AFTER_ADDRESS_FAILURES: '10000', ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    signer = { appId: t.config.appId, appSecret: t.config.appSecret, tokens: { tutor: '', staff: '' } };
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    operations = operationsOf(document);
  });
  afterAll(async () => {
    await t.close();
    console.log(`fuzz (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): ${sent} requests over ${operations.length} operations`);
  });

  /** Fresh tokens whenever a fuzzed call (a logout) has revoked them. */
  async function refreshTokens() {
    for (const role of ['tutor', 'staff'] as const) {
      const valid = signer.tokens[role] && (await t.call('GET', '/api/account/userinfo', { token: signer.tokens[role] })).json.ErrorCode === 0;
      if (!valid)
        signer.tokens[role] = await t.login(role === 'tutor' ? 'demo' : 'staff', role === 'tutor' ? DemoUsers.demo.password : DemoUsers.staff.password);
    }
  }

  async function send(request: FuzzRequest) {
    sent += 1;
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
  }

  it('covers the operations of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/api/Upload/Chunk', '/api/Message/GetTutorMoodleMsgList', '/hubs/notice/negotiate']),
    );
  });

  it('answers malformed and boundary input to every operation without a 5xx, with the envelope, and keeps answering', async () => {
    for (const operation of operations) {
      await refreshTokens();
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, signer), async (request) => {
          const problem = problemWith(request, await send(request));
          if (problem) throw new Error(`${request.method} ${request.url.slice(0, 200)}: ${problem}`);
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 22), endOnFailure: true },
      );
      const alive = await t.app.inject({ url: '/api/System/GetTimestamp' });
      expect(alive.statusCode, `after ${operation.method} ${operation.path}`).toBe(200);
    }
  }, 120_000);
});
