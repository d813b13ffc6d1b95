import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export async function insertSpeedTest(
  db: Db,
  row: { userId: number; pingMs: number; jitterMs: number; downloadMbps: number; uploadMbps: number; verdict: string; testedAt: string },
) {
  await db
    .insertInto('speed_tests')
    .values({
      user_id: row.userId,
      ping_ms: row.pingMs,
      jitter_ms: row.jitterMs,
      download_mbps: row.downloadMbps,
      upload_mbps: row.uploadMbps,
      verdict: row.verdict,
      tested_at: row.testedAt,
    })
    .execute();
}

export async function setInternetSpeed(db: Db, userId: number, text: string) {
  await db.updateTable('tutor_profiles').set({ internet_speed: text }).where('user_id', '=', userId).execute();
}

export async function insertDeviceCheck(
  db: Db,
  row: { userId: number | null; camera: string; microphone: string; speakers: string; userAgent: string; checkedAt: string },
) {
  await db
    .insertInto('device_checks')
    .values({
      user_id: row.userId,
      camera: row.camera,
      microphone: row.microphone,
      speakers: row.speakers,
      user_agent: row.userAgent,
      checked_at: row.checkedAt,
    })
    .execute();
}

export async function insertClientVersion(db: Db, row: { userId: number | null; version: string; clientName: string; recordedAt: string }) {
  await db
    .insertInto('pc_client_versions')
    .values({ user_id: row.userId, version: row.version, client_name: row.clientName, recorded_at: row.recordedAt })
    .execute();
}
