import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { GROWTH_VISIT_PAGES, VisitMessages, visitSeconds, type GrowthVisit } from '../../src/domain/growth';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findVisit, insertVisit, updateVisitTime } from '../repositories/growth-visits.repository';
import type { Clock } from './clock';

/** RequestLog and UpdateLogTime: how often and how long tutors use the growth centre (see src/domain/growth.ts). */
export interface GrowthVisitDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** What RequestLog and UpdateLogTime answer (src/domain/api/growth.schemas.ts VisitSchema). */
export type VisitAnswer = GrowthVisit;

/** RequestLog { Page }: opens a visit; one insert. */
export async function requestLog(deps: GrowthVisitDeps, tutorId: number, page: string): Promise<VisitAnswer> {
  const known = GROWTH_VISIT_PAGES.find((p) => p.toLowerCase() === page.trim().toLowerCase());
  if (!known) throw new ApiFailure(ErrorCode.Failed, VisitMessages.badPage);
  const at = deps.clock.now().toISOString();
  return { Id: await insertVisit(deps.db, tutorId, known, at), Page: known, StartedAt: at, Seconds: 0 };
}

/** UpdateLogTime { Id }: the visit's length so far by the server's clock; never shortens it. */
export async function updateLogTime(deps: GrowthVisitDeps, tutorId: number, id: number): Promise<VisitAnswer> {
  const visit = await findVisit(deps.db, tutorId, id);
  if (!visit) throw new ApiFailure(ErrorCode.NotFound, VisitMessages.unknownVisit, 404);
  const now = deps.clock.now();
  const seconds = Math.max(visit.seconds, visitSeconds(visit.started_at, now));
  await updateVisitTime(deps.db, tutorId, id, seconds, now.toISOString());
  return { Id: visit.id, Page: visit.page, StartedAt: visit.started_at, Seconds: seconds };
}
