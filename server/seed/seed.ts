import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';
import { seedClassTable } from './class-table.seed';
import { seedClassDetail } from './class-detail.seed';
import { seedClasses } from './classes.seed';
import { seedCourseLearning } from './course-learning.seed';
import { seedFlowers } from './flowers.seed';
import { seedGrowth } from './growth.seed';
import { seedGrowthLevels } from './growth-levels.seed';
import { seedRankings } from './rankings.seed';
import { seedMessages } from './messages.seed';
import { seedPeople } from './people.seed';
import { seedSettings } from './settings.seed';
import { seedShell } from './shell.seed';
import { seedPayRecords, seedRateCards } from './service-fee.seed';
import { seedIm } from '../im/im.seed';
import { seedTraining } from './training.seed';
import { seedTrainingResources } from './training-resources.seed';
import { seedSop } from './sop.seed';
import { seedPublicClasses } from './public-class.seed';
import { seedVoices } from './voices.seed';
import { seedReferrals } from './referrals.seed';
import { seedLifeShowTutor } from './life-show.seed';
import { seedPersonalSections } from './personal-sections.seed';
import { seedStaffConsole } from './staff-console.seed';
import { seedStaffOffice } from './staff-office.seed';
import { seedStaffBookings } from './staff-bookings.seed';
import { seedStaffAudits } from './staff-audits.seed';
import { seedStaffReviews } from './staff-reviews.seed';
import { seedWidgets } from './widgets.seed';
import { seedWidgetNotices } from './widget-notices.seed';
import { seedWidgetDialogs } from './widget-dialogs.seed';
import { seedTeacherTasks } from './teacher-tasks.seed';
import { seedAiChat } from './ai-chat.seed';
import { seedStaffAdmin } from './staff-admin.seed';

export interface SeedContext {
  db: Kysely<Database>;
  clock: Clock;
}

/** Area seeders, in order. Each area adds one line; each must be deterministic for a given clock. */
const seeders: ReadonlyArray<(context: SeedContext) => Promise<void>> = [
  seedSettings,
  seedPeople,
  seedRateCards,
  seedClasses,
  seedFlowers,
  seedPayRecords,
  seedShell,
  seedMessages,
  seedClassTable,
  seedIm,
  seedClassDetail,
  seedGrowth,
  seedTraining,
  seedTrainingResources,
  seedSop,
  seedPublicClasses,
  seedVoices,
  seedStaffConsole,
  seedStaffOffice,
  seedReferrals,
  seedLifeShowTutor,
  seedCourseLearning,
  seedAiChat,
  seedStaffAudits,
  seedRankings,
  // After every seeder that posts teaching points: it stores each tutor's integral level.
  seedGrowthLevels,
  seedWidgetNotices,
  seedTeacherTasks,
  seedStaffBookings,
  seedStaffReviews,
  seedWidgetDialogs,
  seedStaffAdmin,
  seedPersonalSections,
  // Last: it marks every tutor seeded before it as having agreed to the protocol.
  seedWidgets,
];

/** Seeds the demo provider into an empty database; does nothing once any user exists. */
export async function seedDemoData(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const seed of seeders) await seed({ db, clock });
  return true;
}
