import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Voices, more (issue 16): the tutor account an application opened (so a referral's status can show
 * the referred tutor's levels and own team), and the referral lottery: its prizes and every draw.
 * A draw spends one chance, a referred applicant who started class, so `application_id` is unique.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tutor_applications').addColumn('tutor_id', 'integer').execute();
  await db.schema.createIndex('tutor_applications_tutor').on('tutor_applications').columns(['tutor_id']).execute();

  await withIdColumn(db, db.schema.createTable('referral_prizes'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Relative chance among the prizes still in stock (src/domain/referrals.ts LOTTERY_MISS_WEIGHT is the miss).
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('referral_draws'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) => c.notNull().unique().references('tutor_applications.id').onDelete('cascade'))
    // Null: the draw won nothing.
    .addColumn('prize_id', 'integer', (c) => c.references('referral_prizes.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_draws_tutor_created').on('referral_draws').columns(['tutor_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referral_draws').execute();
  await db.schema.dropTable('referral_prizes').execute();
  await db.schema.dropIndex('tutor_applications_tutor').execute();
  await db.schema.alterTable('tutor_applications').dropColumn('tutor_id').execute();
}
