/**
 * The class table's week query with 5 million classes (issue 10: under 5 ms p99).
 *
 *   npm run bench:class-week              (or: npx tsx bench/class-week.ts [rows] [queries] [sqlite|postgres|both])
 *
 * For SQLite (a temporary file) and PostgreSQL (a temporary schema in 127.0.0.1:5432/test), runs
 * the real migrations, fills `classes` with one bulk statement (a recursive CTE on SQLite,
 * generate_series on PostgreSQL; not through the class service): 5,000 tutors, classes in time
 * order as a live system writes them (each tutor about 10 a week for two years), every status,
 * some with a lesson. Then asks the class table's own query (tutorClassesBetween: classes of one
 * tutor in one local week, joined to their lessons) for random tutors and weeks in random display
 * zones, and prints p50/p99/max. The machine is shared with other work: figures are indicative.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { tutorClassesBetween, tutorClassesBetweenQuery } from '../server/repositories/class-table.repository';
import { addLocalDays, mondayOf, weekStartingOn } from '../src/domain/provider-time';

const rows = Number(process.argv[2] ?? 5_000_000);
const queries = Number(process.argv[3] ?? 5_000);
const which = process.argv[4] ?? 'both';
const TUTORS = 5_000;
const FIRST_TUTOR = 1_000_000;
/** Classes start on this Monday (UTC) and run for rows / TUTORS / 10 weeks. */
const BASE = Date.UTC(2025, 0, 6);
const ZONES = ['Asia/Manila', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
/** The indexes on classes (0002-messages, 0006-classes); the week query uses classes_tutor_start. */
const CLASS_INDEXES = [
  { name: 'classes_tutor_start', columns: ['tutor_id', 'start_at'] },
  { name: 'classes_status_start', columns: ['status', 'start_at'] },
  { name: 'classes_student_start', columns: ['student_id', 'start_at'] },
  { name: 'classes_small_class', columns: ['small_class_id'] },
];
const lessonsPerTutor = Math.ceil(rows / TUTORS);
const weeks = Math.ceil(lessonsPerTutor / 10);

async function fillUsers(db: Kysely<Database>, postgres: boolean) {
  const series = postgres
    ? sql`select g as i from generate_series(0, ${sql.lit(TUTORS - 1)}) g`
    : sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(TUTORS - 1)}) select i from n`;
  await sql`insert into users (id, account, created_at) select ${FIRST_TUTOR} + i, 'bench' || i, '2025-01-01T00:00:00.000Z' from (${series}) s`.execute(db);
}

/**
 * Row i: tutor i % TUTORS, that tutor's lesson k = i / TUTORS: week k / 10, the (k % 10)-th slot of
 * the week at k % 10 * 17 hours (on the half hour), 25 minutes long.
 */
async function fillClasses(db: Kysely<Database>, postgres: boolean) {
  // Integer constants go in as literals: a bound JS number is a float to SQLite, and g / TUTORS would be a fraction.
  const lesson = (await db.selectFrom('course_lessons').select('id').limit(1).executeTakeFirst())?.id ?? null;
  if (postgres) {
    await sql`
      insert into classes (tutor_id, student_name, start_at, end_at, status, class_tool, class_type, course_name, lesson_id, sid)
      select ${FIRST_TUTOR} + (g % ${TUTORS}),
             'Student ' || (g % 997),
             to_char(s, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             to_char(s + interval '25 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             (array['booked','finished','finished','finished','cancelled','absent'])[1 + g % 6],
             g % 12, 'regular', 'Course ' || (g % 31), ${lesson}, null
      from generate_series(0, ${rows - 1}) g,
           lateral (select timestamp '2025-01-06 00:00:00' + ((g / ${TUTORS}) / 10) * interval '7 days' + ((g / ${TUTORS}) % 10) * interval '17 hours' as s) t`.execute(
      db,
    );
    return;
  }
  await sql`
    with recursive n(g) as (select 0 union all select g + 1 from n where g < ${sql.lit(rows - 1)})
    insert into classes (tutor_id, student_name, start_at, end_at, status, class_tool, class_type, course_name, lesson_id, sid)
    select ${sql.lit(FIRST_TUTOR)} + (g % ${sql.lit(TUTORS)}),
           'Student ' || (g % 997),
           strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(BASE / 1000)} + ((g / ${sql.lit(TUTORS)}) / 10) * 604800 + ((g / ${sql.lit(TUTORS)}) % 10) * 61200, 'unixepoch'),
           strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(BASE / 1000)} + ((g / ${sql.lit(TUTORS)}) / 10) * 604800 + ((g / ${sql.lit(TUTORS)}) % 10) * 61200 + 1500, 'unixepoch'),
           case g % 6 when 0 then 'booked' when 4 then 'cancelled' when 5 then 'absent' else 'finished' end,
           g % 12, 'regular', 'Course ' || (g % 31), ${lesson}, null
    from n`.execute(db);
}

/** The repository's own query, compiled with literal values, for EXPLAIN. */
function tutorClassesBetweenSql(db: Kysely<Database>): string {
  const compiled = tutorClassesBetweenQuery(db, FIRST_TUTOR + 7, '2025-03-03', '2025-03-10').compile();
  return compiled.parameters.reduce<string>(
    (text, value, i) => text.replace(`$${i + 1}`, typeof value === 'number' ? String(value) : `'${String(value)}'`),
    compiled.sql,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function run(name: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-week-'));
  const schema = `bench_week_${process.pid}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(name === 'postgres' ? { DATABASE_URL: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test', DATABASE_SCHEMA: schema } : {}),
  });
  const handle: DatabaseHandle = await openDatabase(config);
  try {
    await migrateToLatest(handle);
    const fillStart = performance.now();
    await fillUsers(handle.db, name === 'postgres');
    // A bulk load builds the indexes once afterwards (sorted) instead of row by row: the same indexes as the migrations.
    for (const index of CLASS_INDEXES) await sql`drop index ${sql.id(index.name)}`.execute(handle.db);
    // The covering index of 0011-class-table (PostgreSQL only), dropped and built again the same way.
    const covering = name === 'postgres' ? await sql<{ def: string }>`select pg_get_indexdef('classes_tutor_week'::regclass) as def`.execute(handle.db) : null;
    if (covering) await sql`drop index classes_tutor_week`.execute(handle.db);
    await fillClasses(handle.db, name === 'postgres');
    for (const index of CLASS_INDEXES)
      await sql`create index ${sql.id(index.name)} on classes (${sql.join(index.columns.map((c) => sql.id(c)))})`.execute(handle.db);
    if (covering) await sql.raw(covering.rows[0]!.def).execute(handle.db);
    if (name === 'postgres') await sql`vacuum analyze classes`.execute(handle.db);
    else await sql`analyze`.execute(handle.db);
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const count = await handle.db.selectFrom('classes').select(handle.db.fn.countAll().as('n')).executeTakeFirstOrThrow();

    // Deterministic random tutors, weeks and zones.
    let seed = 42;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const firstMonday = mondayOf(new Date(BASE).toISOString().slice(0, 10));
    // Tutors and local weeks are chosen before timing: the measure is the query alone.
    const asks = Array.from({ length: queries + 200 }, () => {
      const tutor = FIRST_TUTOR + Math.floor(random() * TUTORS);
      const zone = ZONES[Math.floor(random() * ZONES.length)]!;
      const week = weekStartingOn(addLocalDays(firstMonday, 7 * Math.floor(random() * weeks)), zone);
      return { tutor, from: new Date(week.startMs).toISOString(), to: new Date(week.endMs).toISOString() };
    });
    const ask = (i: number) => tutorClassesBetween(handle.db, asks[i]!.tutor, asks[i]!.from, asks[i]!.to);
    for (let i = 0; i < 200; i += 1) await ask(queries + i);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < queries; i += 1) {
      const start = performance.now();
      found += (await ask(i)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The floor the shared machine sets: the same number of trivial round trips through Kysely.
    const floor: number[] = [];
    for (let i = 0; i < queries; i += 1) {
      const start = performance.now();
      await sql`select 1 as one`.execute(handle.db);
      floor.push(performance.now() - start);
    }
    floor.sort((a, b) => a - b);
    const plan =
      name === 'postgres'
        ? await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(tutorClassesBetweenSql(handle.db))}`.execute(handle.db)
        : await sql<{
            detail: string;
          }>`explain query plan select * from classes where tutor_id = ${FIRST_TUTOR + 7} and start_at >= '2025-03-03' and start_at < '2025-03-10' order by start_at, id`.execute(
            handle.db,
          );
    console.log(
      `${name}: ${Number(count.n).toLocaleString('en-US')} classes (filled in ${fillSeconds.toFixed(1)} s), ${queries} week queries, ` +
        `${(found / queries).toFixed(1)} classes a week: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms`,
    );
    console.log(
      `  baseline (select 1): p50 ${percentile(floor, 50).toFixed(2)} ms, p99 ${percentile(floor, 99).toFixed(2)} ms; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`  plan: ${plan.rows.map((r) => Object.values(r).join(' ')).join(' | ')}`);
  } finally {
    if (name === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (which === 'sqlite' || which === 'both') await run('sqlite');
if (which === 'postgres' || which === 'both') await run('postgres');
