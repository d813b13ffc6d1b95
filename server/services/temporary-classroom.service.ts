import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TEMPORARY_CLASSROOM_OPENS_BEFORE_MS } from '../../src/domain/classes';
import type { TemporaryClassroomAnswer } from '../../src/domain/shell';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import { currentOrNextBookedClass } from '../repositories/classes.repository';

export type TemporaryClassroom = TemporaryClassroomAnswer;

/**
 * The temporary classroom is a backup room for the class the tutor is about to teach or teaching
 * (from 30 minutes before it starts until it ends), for when the class tool fails. The room code is
 * derived from the class with the server secret, so tutor and student get the same unguessable
 * room without storing anything.
 */
export async function temporaryClassroomFor(
  db: Kysely<Database>,
  clock: Clock,
  settings: { baseUrl: string; secret: string },
  tutorId: number,
): Promise<TemporaryClassroom> {
  const now = clock.now().getTime();
  const next = await currentOrNextBookedClass(db, tutorId, new Date(now).toISOString());
  if (!next || Date.parse(next.start_at) - TEMPORARY_CLASSROOM_OPENS_BEFORE_MS > now) {
    return { Success: false, WebLink: '', ClassId: null };
  }
  return { Success: true, WebLink: `${settings.baseUrl}/${roomCode(next.id, settings.secret)}`, ClassId: next.id };
}

export function roomCode(classId: number, secret: string): string {
  return createHmac('sha256', secret).update(`temporary-classroom:${classId}`).digest('base64url').slice(0, 22);
}
