import type { Kysely } from 'kysely';
import type { ClientErrorReport } from '../../src/domain/client-errors';
import type { Database } from '../db/schema';
import { insertClientErrorReport } from '../repositories/client-errors.repository';
import type { Clock } from './clock';

/** The client-error log (shell.md §8): what a browser reports when a page's code failed to load. */
export async function recordClientError(
  deps: { db: Kysely<Database>; clock: Clock },
  userId: number | null,
  report: ClientErrorReport,
  userAgent: string,
): Promise<number> {
  return insertClientErrorReport(deps.db, {
    user_id: userId,
    kind: report.Type,
    request: report.Request.trim(),
    path: report.Path.trim(),
    message: report.Message.trim(),
    user_agent: userAgent.slice(0, 500),
    reported_at: deps.clock.now().toISOString(),
  });
}
