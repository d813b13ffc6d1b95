import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { LayoutNoticeTexts, type LayoutNotice, type LayoutNoticeKind } from '../../src/domain/layout-notices';
import { providerDay } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findRunningNotice, findUnseenNotice, markNoticeSeen } from '../repositories/layout-notices.repository';
import type { Clock } from './clock';

export interface LayoutNoticeDeps {
  db: Kysely<Database>;
  clock: Clock;
  providerTimeZone: string;
}

type NoticeRow = { id: number; kind: string; title: string; body: string; image_url: string; link_url: string };

function toNotice(row: NoticeRow): LayoutNotice {
  return { Id: row.id, Kind: row.kind as LayoutNoticeKind, Title: row.title, Body: row.body, ImageUrl: row.image_url, LinkUrl: row.link_url };
}

/** The provider's day now: notices run on provider days, as clock-in does. */
function today(deps: LayoutNoticeDeps): string {
  return providerDay(deps.clock.now().getTime(), deps.providerTimeZone).date;
}

/**
 * The notice of this kind the tutor should see now (IsFirstShowPoster, IsShowTutorSystemTransferNotice,
 * the holiday greeting), or null: it runs today, is meant for the tutor's group and was not closed yet.
 */
export async function unseenNotice(deps: LayoutNoticeDeps, userId: number, kind: LayoutNoticeKind): Promise<LayoutNotice | null> {
  const row = await findUnseenNotice(deps.db, userId, kind, today(deps));
  return row ? toNotice(row) : null;
}

/** The tutor closed a notice: it does not show again. A notice not running for this tutor is missing. */
export async function closeNotice(deps: LayoutNoticeDeps, userId: number, noticeId: number): Promise<boolean> {
  const running = await findRunningNotice(deps.db, userId, noticeId, today(deps));
  if (!running) throw new ApiFailure(ErrorCode.NotFound, LayoutNoticeTexts.notFound, 404);
  await markNoticeSeen(deps.db, userId, noticeId, deps.clock.now().toISOString());
  return true;
}
