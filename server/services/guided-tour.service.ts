import type { Kysely } from 'kysely';
import type { GuidedTourStatus } from '../../src/domain/shell';
import type { Database } from '../db/schema';
import { findTourCompletion, insertTourCompletion } from '../repositories/guided-tour.repository';
import type { Clock } from './clock';

export type { GuidedTourStatus };

/** The first-login tour is shown until the tutor finishes (or skips) it once. */
export async function guidedTourStatus(db: Kysely<Database>, userId: number): Promise<GuidedTourStatus> {
  const completedAt = await findTourCompletion(db, userId);
  return { Show: completedAt === undefined, CompletedAt: completedAt ?? null };
}

export async function finishGuidedTour(deps: { db: Kysely<Database>; clock: Clock }, userId: number): Promise<GuidedTourStatus> {
  await insertTourCompletion(deps.db, userId, deps.clock.now().toISOString());
  return { Show: false, CompletedAt: (await findTourCompletion(deps.db, userId)) ?? null };
}
