import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { DeviceCheckTexts } from '../../src/domain/device-check';
import { SpeedMessages } from '../../src/domain/speed-test';
import { TasksTutor } from '../../server/seed/teacher-tasks.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

const MB = 1024 * 1024;

/** The network test's endpoints, the device check's record and the desktop client's version record (issue 20). */
describe(`network and device check (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '16', SPEED_MAX_DOWNLOAD_MB: '3', SPEED_MAX_UPLOAD_MB: '2' } });
    token = await t.login(TasksTutor.account, TasksTutor.password);
  }, 240_000);
  afterAll(async () => t.close());

  it('sends the garbage asked for, bounded, uncached, outside the rate limit', async () => {
    for (let i = 0; i < 20; i += 1) {
      const small = await t.app.inject({ method: 'GET', url: '/speed/garbage?ckSize=1' });
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBe(MB);
    }
    const big = await t.app.inject({ method: 'GET', url: '/speed/garbage?ckSize=50' });
    expect(big.rawPayload.length).toBe(3 * MB);
    expect(big.headers['cache-control']).toContain('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/speed/garbage?ckSize=0' })).statusCode).toBe(400);
  });

  it('takes and drops uploads up to the bound, and answers pings', async () => {
    for (let i = 0; i < 20; i += 1) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/speed/empty',
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(MB),
      });
      expect(sent.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/speed/empty' })).statusCode).toBe(200);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/speed/empty',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3 * MB),
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it("gives the thresholds, saves a result to the profile's internetSpeed with its verdict, and refuses a bad one", async () => {
    const thresholds = await t.call<{ minDownloadMbps: number }>('GET', '/api/NetworkTest/Thresholds', { token });
    expect(thresholds.json.Body).toEqual({ minDownloadMbps: 4, minUploadMbps: 2, maxPingMs: 150, maxJitterMs: 30 });
    const saved = await t.call<{ Verdict: string; InternetSpeed: string }>('POST', '/api/NetworkTest/SaveResult', {
      token,
      body: { PingMs: 20, JitterMs: 3, DownloadMbps: 3, UploadMbps: 5 },
    });
    expect(saved.json).toEqual({ ErrorCode: 0, Msg: SpeedMessages.saved, Body: { Verdict: 'fair', InternetSpeed: '3 Mbps down / 5 Mbps up' } });
    const profile = await t.app.db.selectFrom('tutor_profiles').select('internet_speed').where('user_id', '=', TasksTutor.id).executeTakeFirstOrThrow();
    expect(profile.internet_speed).toBe('3 Mbps down / 5 Mbps up');
    expect(await t.app.db.selectFrom('speed_tests').select(['verdict', 'download_mbps']).where('user_id', '=', TasksTutor.id).execute()).toEqual([
      { verdict: 'fair', download_mbps: 3 },
    ]);
    expect(
      (await t.call('POST', '/api/NetworkTest/SaveResult', { token, body: { PingMs: -1, JitterMs: 3, DownloadMbps: 3, UploadMbps: 5 } })).json.ErrorCode,
    ).not.toBe(0);
    expect((await t.call('POST', '/api/NetworkTest/SaveResult', { body: { PingMs: 1, JitterMs: 3, DownloadMbps: 3, UploadMbps: 5 } })).json.ErrorCode).toBe(
      ErrorCode.Unauthorized,
    );
  });

  it('records a device check and a desktop client version', async () => {
    const checked = await t.call('POST', '/api/NetworkTest/RecordDeviceCheck', {
      token,
      body: { Camera: 'ok', Microphone: 'failed', Speakers: 'ok', UserAgent: 'Chrome 120' },
    });
    expect(checked.json.Msg).toBe(DeviceCheckTexts.recorded);
    expect(await t.app.db.selectFrom('device_checks').select(['camera', 'microphone', 'speakers']).where('user_id', '=', TasksTutor.id).execute()).toEqual([
      { camera: 'ok', microphone: 'failed', speakers: 'ok' },
    ]);
    expect(
      (await t.call('POST', '/api/NetworkTest/RecordDeviceCheck', { token, body: { Camera: 'great', Microphone: 'ok', Speakers: 'ok', UserAgent: '' } })).json
        .ErrorCode,
    ).not.toBe(0);
    const version = await t.call('GET', '/api/TutorComm/AddPCClientVersionInfoRecord', {
      token,
      query: { version: '3.2.1', clientName: 'TutorClient-Windows' },
    });
    expect(version.json.ErrorCode).toBe(0);
    const anonymous = await t.call('POST', '/api/TutorComm/AddPCClientVersionInfoRecord', { query: { version: '3.0.0', clientName: 'TutorClient-Mac' } });
    expect(anonymous.json.ErrorCode).toBe(0);
    expect(await t.app.db.selectFrom('pc_client_versions').select(['user_id', 'version']).orderBy('id').execute()).toEqual([
      { user_id: TasksTutor.id, version: '3.2.1' },
      { user_id: null, version: '3.0.0' },
    ]);
  });
});
