import { LayoutNoticeKind, SPEC_HOLIDAY_DATES } from '../../src/domain/layout-notices';
import { providerDay, DEFAULT_PROVIDER_TIME_ZONE } from '../../src/domain/provider-time';
import type { SeedContext } from './seed';
import { addTutor } from './widgets.seed';

/** Sees the provider's notices at sign-in (transfer notice, app poster, a holiday greeting), for their browser test. */
export const NoticesTutor = { id: 100441, account: 'widgets4', password: 'demo1234' } as const;
/** A tutor with no notices, for the browser test of a page whose code fails to load. */
export const ChunkFailureTutor = { id: 100442, account: 'widgets5', password: 'demo1234' } as const;
/**
 * The tutor group the demo notices are meant for. The demo's poster, transfer notice and greeting
 * go to this group only, so they never cover another area's demo tutor at sign-in.
 */
export const NOTICES_DEMO_GROUP = 'Portal Pilot Group';

const DAY_MS = 24 * 3_600_000;

export const NoticeSeed = {
  christmas: { title: 'Merry Christmas!', body: 'Thank you for every class you taught this year. Merry Christmas from all of us!' },
  demoHoliday: { title: 'Happy Teachers’ Week!', body: 'This week is for you: thank you for the patience and care you bring to every class.' },
  poster: { title: 'Get the tutor app', body: 'See your classes, reminders and messages on your phone. Download the tutor app for Android or iOS.' },
  transfer: {
    title: 'Welcome to the new tutor portal',
    body: 'Your account has moved to the new tutor portal. Your classes, pay records and messages came with you; your password is unchanged.',
  },
} as const;

/** The provider's first notices, as staff would enter them. */
export async function seedWidgetNotices({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const updatedAt = now.toISOString();
  // Every row names every column: a multi-row insert on SQLite writes NULL for a missing one.
  const plain = { image_url: '', link_url: '' };
  const dayOf = (ms: number) => providerDay(ms, DEFAULT_PROVIDER_TIME_ZONE).date;
  await addTutor(
    db,
    NoticesTutor,
    { first_name: 'Lea', last_name: 'Santos', email: 'lea.santos@example.com', entry_key: 'ek-100441-n0t5' },
    new Date(now.getTime() - 400 * DAY_MS).toISOString(),
  );
  await addTutor(
    db,
    ChunkFailureTutor,
    { first_name: 'Ben', last_name: 'Ocampo', email: 'ben.ocampo@example.com', entry_key: 'ek-100442-c4k7' },
    new Date(now.getTime() - 400 * DAY_MS).toISOString(),
  );
  await db.updateTable('tutor_profiles').set({ tutor_group: NOTICES_DEMO_GROUP }).where('user_id', '=', NoticesTutor.id).execute();
  await db
    .insertInto('layout_notices')
    .values([
      // The spec's dates (growth-account.md §9), for every tutor.
      {
        kind: LayoutNoticeKind.holiday,
        ...NoticeSeed.christmas,
        ...plain,
        first_day: SPEC_HOLIDAY_DATES[0],
        last_day: SPEC_HOLIDAY_DATES[1],
        tutor_group: null,
        updated_at: updatedAt,
      },
      // A greeting running around the seed day, so the demo shows one whatever the date.
      {
        kind: LayoutNoticeKind.holiday,
        ...NoticeSeed.demoHoliday,
        ...plain,
        first_day: dayOf(now.getTime() - DAY_MS),
        last_day: dayOf(now.getTime() + 7 * DAY_MS),
        tutor_group: NOTICES_DEMO_GROUP,
        updated_at: updatedAt,
      },
      {
        kind: LayoutNoticeKind.poster,
        ...NoticeSeed.poster,
        image_url: '/images/posters/app-poster.svg',
        link_url: '/tutorClient',
        first_day: dayOf(now.getTime() - 30 * DAY_MS),
        last_day: dayOf(now.getTime() + 365 * DAY_MS),
        tutor_group: NOTICES_DEMO_GROUP,
        updated_at: updatedAt,
      },
      {
        kind: LayoutNoticeKind.transfer,
        ...NoticeSeed.transfer,
        ...plain,
        first_day: dayOf(now.getTime() - 30 * DAY_MS),
        last_day: dayOf(now.getTime() + 365 * DAY_MS),
        tutor_group: NOTICES_DEMO_GROUP,
        updated_at: updatedAt,
      },
    ])
    .execute();
}
