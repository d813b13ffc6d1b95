import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/** Home banners and a feedback message for the demo tutor (the dot on Feedback). */
export async function seedShell({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  await db
    .insertInto('home_banners')
    .values([
      {
        title: 'New phonics training kit',
        subtitle: 'Finish the phonics kit in the Training Center and earn growth points.',
        link_url: '/trainingCenter',
        starts_at: at(-7),
        ends_at: at(30),
        sort_order: 1,
      },
      {
        title: 'Plot your holiday schedule',
        subtitle: 'Students are booking the holiday weeks now: open your available time early.',
        link_url: '/classTab',
        starts_at: at(-2),
        ends_at: null,
        sort_order: 2,
      },
    ])
    .execute();
  await db
    .insertInto('feedback_notices')
    .values({ user_id: DemoUsers.demo.id, feedback_id: null, created_at: at(-1), read_at: null })
    .execute();
}
