import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Bulletins published by `now` and not expired, newest first. */
export async function findBulletinsInForce(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('bulletins')
    .selectAll()
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Home banners running at `now`, in their order. */
export async function findBannersRunning(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('home_banners')
    .selectAll()
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
