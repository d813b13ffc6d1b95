import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The provider's layout notices and who closed them (0035-widgets-notices). */

const noticeColumns = ['n.id', 'n.kind', 'n.title', 'n.body', 'n.image_url', 'n.link_url'] as const;

/**
 * The tutor's notices of a kind running on a provider day, for the tutor's group or everyone. One
 * query: the group comes from a subquery and the running index narrows by kind and first day.
 */
function runningFor(db: Kysely<Database>, userId: number, kind: string, day: string) {
  return db
    .selectFrom('layout_notices as n')
    .where('n.kind', '=', kind)
    .where('n.active', '=', 1)
    .where('n.first_day', '<=', day)
    .where('n.last_day', '>=', day)
    .where((eb) =>
      eb.or([eb('n.tutor_group', 'is', null), eb('n.tutor_group', '=', eb.selectFrom('tutor_profiles').select('tutor_group').where('user_id', '=', userId))]),
    );
}

/** The first running notice of the kind the tutor has not closed yet, or undefined. */
export async function findUnseenNotice(db: Kysely<Database>, userId: number, kind: string, day: string) {
  return runningFor(db, userId, kind, day)
    .leftJoin('tutor_notice_views as v', (join) => join.onRef('v.notice_id', '=', 'n.id').on('v.user_id', '=', userId))
    .where('v.notice_id', 'is', null)
    .select(noticeColumns)
    .orderBy('n.id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the notice is one the tutor may see today (closing another's or a finished notice is refused). */
export async function findRunningNotice(db: Kysely<Database>, userId: number, noticeId: number, day: string) {
  return db
    .selectFrom('layout_notices as n')
    .select(['n.kind'])
    .where('n.id', '=', noticeId)
    .executeTakeFirst()
    .then((row) => (row ? runningFor(db, userId, row.kind, day).where('n.id', '=', noticeId).select(noticeColumns).executeTakeFirst() : undefined));
}

/** Records that the tutor closed the notice; the first time is kept. */
export async function markNoticeSeen(db: Kysely<Database>, userId: number, noticeId: number, seenAt: string): Promise<void> {
  await db
    .insertInto('tutor_notice_views')
    .values({ user_id: userId, notice_id: noticeId, seen_at: seenAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'notice_id']).doNothing())
    .execute();
}
