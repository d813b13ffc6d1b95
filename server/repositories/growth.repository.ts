import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the growth centre: its own tables, and read-only counts over the ledger. */
type Db = Kysely<Database>;
export interface IsoRange {
  fromIso: string;
  toIso: string;
}

/** How many of a tutor's entries each rule made (over a range, or all time). */
export async function countEntriesByRule(db: Db, tutorId: number, rules: readonly string[], range?: IsoRange): Promise<Map<string, number>> {
  if (rules.length === 0) return new Map();
  let query = db
    .selectFrom('ledger_entries')
    .select(['rule', sql<string>`count(*)`.as('n')])
    .where('tutor_id', '=', tutorId)
    .where('rule', 'in', [...rules])
    .groupBy('rule');
  if (range) query = query.where('counts_at', '>=', range.fromIso).where('counts_at', '<', range.toIso);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.rule, Number(row.n)]));
}

/** Which rules to count, over a range or all time. */
export interface RuleWindow {
  rules: readonly string[];
  range?: IsoRange;
}

/**
 * How many of a tutor's entries each rule made in each window, in one query: a conditional count
 * per window over the entries of all their rules (the growth tasks count beginner rules all time,
 * daily ones today and advanced ones this week, and read them together on every growth call).
 */
export async function countEntriesByRuleWindows<K extends string>(
  db: Db,
  tutorId: number,
  windows: Record<K, RuleWindow>,
): Promise<Record<K, Map<string, number>>> {
  const names = Object.keys(windows) as K[];
  const counted = Object.fromEntries(names.map((name) => [name, new Map<string, number>()])) as Record<K, Map<string, number>>;
  const allRules = [...new Set(names.flatMap((name) => windows[name].rules))];
  if (allRules.length === 0) return counted;
  const countIn = ({ rules, range }: RuleWindow) => {
    if (rules.length === 0) return sql<string>`0`;
    const inRange = range ? sql`and counts_at >= ${range.fromIso} and counts_at < ${range.toIso}` : sql``;
    return sql<string>`sum(case when rule in (${sql.join([...rules])}) ${inRange} then 1 else 0 end)`;
  };
  const rows = await db
    .selectFrom('ledger_entries')
    .select('rule')
    .select(names.map((name, index) => countIn(windows[name]).as(`w${index}`)))
    .where('tutor_id', '=', tutorId)
    .where('rule', 'in', allRules)
    .groupBy('rule')
    .execute();
  for (const row of rows as unknown as Record<string, string | number>[]) {
    names.forEach((name, index) => {
      const n = Number(row[`w${index}`] ?? 0);
      if (n > 0) counted[name].set(String(row.rule), n);
    });
  }
  return counted;
}

/** The sum of a tutor's entries of some rules over a range, in hundredths. */
export async function sumEntries(db: Db, tutorId: number, rules: readonly string[], range: IsoRange): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('tutor_id', '=', tutorId)
    .where('rule', 'in', [...rules])
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A tutor's claim entries among the given source ids: looked up by the ledger's unique (rule, source_key). */
export function findClaims(db: Db, tutorId: number, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledger_entries')
    .select(['source_id', 'amount', 'counts_at'])
    .where('rule', '=', 'gv.task_reward')
    .where(
      'source_key',
      'in',
      sourceIds.map((id) => `growth_task:${id}`),
    )
    .where('tutor_id', '=', tutorId)
    .execute();
}

/** A tutor's claims counted in a range, newest first. */
export function claimsInRange(db: Db, tutorId: number, range: IsoRange) {
  return db
    .selectFrom('ledger_entries')
    .select(['source_id', 'amount', 'counts_at'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'growth_value')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .where('rule', '=', 'gv.task_reward')
    .orderBy('counts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findTaskLogs(db: Db, tutorId: number, periodKeys: readonly string[]) {
  return db
    .selectFrom('growth_task_logs')
    .select(['task_code', 'period_key', 'kind'])
    .where('tutor_id', '=', tutorId)
    .where('period_key', 'in', [...periodKeys])
    .execute();
}

/** Records a task log once per (task, period, kind); answers whether it is new. */
export async function insertTaskLog(
  db: Db,
  row: {
    tutor_id: number;
    task_code: string;
    period_key: string;
    kind: string;
    created_at: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('growth_task_logs')
    .values(row)
    .onConflict((oc) => oc.columns(['tutor_id', 'task_code', 'period_key', 'kind']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

export function findPet(db: Db, tutorId: number) {
  return db.selectFrom('growth_pets').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function insertPet(db: Db, tutorId: number, name: string, at: string): Promise<boolean> {
  const rows = await db
    .insertInto('growth_pets')
    .values({
      tutor_id: tutorId,
      name,
      alter_num: 0,
      worn_skin_id: null,
      adopted_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('tutor_id').doNothing())
    .returning('tutor_id')
    .execute();
  return rows.length > 0;
}

/** Renames when the rename count is still `alterNum` (two renames at once cannot both pass the limit). */
export async function renamePet(db: Db, tutorId: number, name: string, alterNum: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('growth_pets')
    .set({ name, alter_num: alterNum + 1, updated_at: at })
    .where('tutor_id', '=', tutorId)
    .where('alter_num', '=', alterNum)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setWornSkin(db: Db, tutorId: number, skinId: number | null, at: string): Promise<void> {
  await db.updateTable('growth_pets').set({ worn_skin_id: skinId, updated_at: at }).where('tutor_id', '=', tutorId).execute();
}

export async function ownedSkins(db: Db, tutorId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('growth_pet_skins').select('skin_id').where('tutor_id', '=', tutorId).execute();
  return new Set(rows.map((row) => row.skin_id));
}

export async function insertSkin(db: Db, tutorId: number, skinId: number, at: string): Promise<void> {
  await db
    .insertInto('growth_pet_skins')
    .values({ tutor_id: tutorId, skin_id: skinId, received_at: at })
    .onConflict((oc) => oc.columns(['tutor_id', 'skin_id']).doNothing())
    .execute();
}

export function listGoals(db: Db, tutorId: number, limit: number) {
  return db.selectFrom('growth_goals').selectAll().where('tutor_id', '=', tutorId).orderBy('round', 'desc').limit(limit).execute();
}

export function findGoal(db: Db, tutorId: number, id: number) {
  return db.selectFrom('growth_goals').selectAll().where('tutor_id', '=', tutorId).where('id', '=', id).executeTakeFirst();
}

export function findGoalByRound(db: Db, tutorId: number, round: string) {
  return db.selectFrom('growth_goals').selectAll().where('tutor_id', '=', tutorId).where('round', '=', round).executeTakeFirst();
}

export async function insertGoal(db: Db, row: { tutor_id: number; round: string; target: number; created_at: string }): Promise<number | null> {
  const rows = await db
    .insertInto('growth_goals')
    .values({ ...row, basic_wage: null, updated_at: row.created_at })
    .onConflict((oc) => oc.columns(['tutor_id', 'round']).doNothing())
    .returning('id')
    .execute();
  return rows[0]?.id ?? null;
}

export async function updateGoal(db: Db, tutorId: number, id: number, values: { target?: number; basic_wage?: number }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('growth_goals')
    .set({ ...values, updated_at: at })
    .where('tutor_id', '=', tutorId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGoal(db: Db, tutorId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('growth_goals').where('tutor_id', '=', tutorId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One account's sums per tutor over a period, highest first, paged (ties by tutor id). */
export function rankingPage(db: Db, account: string, range: IsoRange, page: { offset: number; limit: number }) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.tutor_id')
    .select(['e.tutor_id', 'u.first_name', 'u.last_name', sql<string>`sum(e.amount)`.as('total')])
    .where('e.account', '=', account)
    .where('e.counts_at', '>=', range.fromIso)
    .where('e.counts_at', '<', range.toIso)
    .groupBy(['e.tutor_id', 'u.first_name', 'u.last_name'])
    .orderBy(sql`sum(e.amount)`, 'desc')
    .orderBy('e.tutor_id', 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many tutors have entries on the account in the period, and how many rank above `total`. */
export async function rankingPosition(db: Db, account: string, range: IsoRange, tutorId: number, total: number) {
  const sums = db
    .selectFrom('ledger_entries')
    .select(['tutor_id', sql<string>`sum(amount)`.as('total')])
    .where('account', '=', account)
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .groupBy('tutor_id')
    .as('s');
  const row = await db
    .selectFrom(sums)
    .select([
      sql<string>`count(*)`.as('tutors'),
      sql<string>`sum(case when s.total > ${total} or (s.total = ${total} and s.tutor_id < ${tutorId}) then 1 else 0 end)`.as('above'),
    ])
    .executeTakeFirst();
  return { tutors: Number(row?.tutors ?? 0), above: Number(row?.above ?? 0) };
}

/** The growth flags of the tutor's profile and when they joined, in one query (GetTutorHomeTask). */
export function growthFlagsAndJoinedAt(db: Db, tutorId: number) {
  return db
    .selectFrom('users')
    .leftJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .select(['users.created_at', 'tutor_profiles.is_growth_system_test_group', 'tutor_profiles.is_first_growth_system_login'])
    .where('users.id', '=', tutorId)
    .executeTakeFirst();
}

export function tutorJoinedAt(db: Db, tutorId: number) {
  return db.selectFrom('users').select('created_at').where('id', '=', tutorId).executeTakeFirst();
}

export function growthFlags(db: Db, tutorId: number) {
  return db
    .selectFrom('tutor_profiles')
    .select(['is_growth_system_test_group', 'is_first_growth_system_login'])
    .where('user_id', '=', tutorId)
    .executeTakeFirst();
}

export async function clearFirstGrowthLogin(db: Db, tutorId: number): Promise<void> {
  await db.updateTable('tutor_profiles').set({ is_first_growth_system_login: 0 }).where('user_id', '=', tutorId).execute();
}

/** Whether a tutor has any entry on an account in a range. */
export async function hasAccountEntries(db: Db, tutorId: number, account: string, range: IsoRange): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('tutor_id', '=', tutorId)
    .where('account', '=', account)
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
