import type { Kysely } from 'kysely';
import type { BulletinAnswer, HomeBannerAnswer } from '../../src/domain/shell';
import type { Database } from '../db/schema';
import { findBannersRunning, findBulletinsInForce } from '../repositories/home-board.repository';
import type { Clock } from './clock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

const BULLETIN_LIMIT = 20;

/** The dashboard's bulletin board: the bulletins in force, newest first. */
export async function bulletinBoard(deps: Deps): Promise<BulletinAnswer[]> {
  const rows = await findBulletinsInForce(deps.db, deps.clock.now().toISOString(), BULLETIN_LIMIT);
  return rows.map((row) => ({ Id: row.id, Title: row.title, Content: row.content, PublishedAt: row.published_at }));
}

/** The dashboard's banners running now, in order. */
export async function homeBanners(deps: Deps): Promise<HomeBannerAnswer[]> {
  const rows = await findBannersRunning(deps.db, deps.clock.now().toISOString());
  return rows.map((row) => ({ Id: row.id, Title: row.title, Subtitle: row.subtitle, ImageUrl: row.image_url, LinkUrl: row.link_url }));
}
