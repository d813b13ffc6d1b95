import { ClassStatus } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, localDate, providerDay, startOfLocalDay } from '../../src/domain/provider-time';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/**
 * Weeks of classes around the seed clock, in the provider's time zone. Today's classes all start
 * after the seed time, so a newcomer (and a browser test) finds the clock-in open; tomorrow always
 * has several. Everything is derived from the clock and a fixed hash: deterministic.
 */
const DAY_MS = 86_400_000;
const CLASS_MINUTES = 25;
const DAYS_BACK = 21;
const DAYS_AHEAD = 21;
/** Local start times of the slots a tutor may teach in, in minutes after midnight. */
const SLOTS = [7 * 60, 8 * 60, 9 * 60 + 30, 11 * 60, 13 * 60 + 30, 18 * 60, 19 * 60, 20 * 60 + 30];

const students = [
  { name: 'Lily Chen', level: 'A1', course: 'Phonics Adventures 2', tool: 0, fee: 130 },
  { name: 'Kenji Sato', level: 'B1', course: 'Business English Essentials', tool: 7, fee: 200 },
  { name: 'Min-jun Park', level: 'A2', course: 'Everyday Conversation 3', tool: 0, fee: 150 },
  { name: 'Yuna Tanaka', level: 'Starter', course: 'Kids English Starter', tool: 8, fee: 130 },
  { name: 'Nguyen Thi Mai', level: 'B2', course: 'IELTS Speaking', tool: 0, fee: 220 },
  { name: 'Wang Hao', level: 'A2', course: 'Everyday Conversation 2', tool: 0, fee: 150 },
  { name: 'Sofia Rossi', level: 'B1', course: 'Travel English', tool: 2, fee: 170 },
  { name: 'Zhang Wei', level: 'C1', course: 'Business English Presentations', tool: 7, fee: 200 },
  { name: 'Hana Kim', level: 'A1', course: 'Phonics Adventures 1', tool: 0, fee: 130 },
  { name: 'Leo Martins', level: 'B2', course: 'IELTS Writing Feedback', tool: 0, fee: 220 },
] as const;

/** How busy each demo tutor is: share of slots taken (percent) and classes today and tomorrow. */
const tutors = [
  { id: DemoUsers.demo.id, density: 55, today: 4, tomorrow: [0, 1, 3, 5, 6] },
  { id: DemoUsers.demo2.id, density: 30, today: 2, tomorrow: [2, 5] },
  { id: DemoUsers.franchisee.id, density: 15, today: 1, tomorrow: [4] },
];

function hash(a: number, b: number, c: number): number {
  let h = (a * 73_856_093) ^ (b * 19_349_663) ^ (c * 83_492_791);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

export async function seedClasses({ db, clock }: SeedContext): Promise<void> {
  const timeZone = DEFAULT_PROVIDER_TIME_ZONE;
  const now = clock.now().getTime();
  const today = providerDay(now, timeZone);
  const rows = [];
  for (const tutor of tutors) {
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
      const dayStart = startOfLocalDay(localDate(today.startMs + offset * DAY_MS + DAY_MS / 2, timeZone), timeZone);
      for (const [index, start] of startsOfDay(tutor, offset, dayStart, now, today.endMs).entries()) {
        const pick = hash(tutor.id, offset + 100, index);
        const student = students[pick % students.length]!;
        const cancelled = pick % 100 < (offset < 0 ? 8 : 5) && offset !== 0;
        rows.push({
          tutor_id: tutor.id,
          student_name: student.name,
          student_level: student.level,
          course_name: student.course,
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + CLASS_MINUTES * 60_000).toISOString(),
          status: cancelled ? ClassStatus.cancelled : offset < 0 ? ClassStatus.finished : ClassStatus.booked,
          class_tool: student.tool,
          lesson_fee_php: student.fee,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('classes').values(rows.slice(i, i + 200)).execute();
}

function startsOfDay(
  tutor: (typeof tutors)[number],
  offset: number,
  dayStart: number,
  now: number,
  todayEnd: number,
): number[] {
  if (offset === 0) {
    // From the next half hour after a 30-minute lead, every 90 minutes, as long as the day lasts.
    const halfHour = 30 * 60_000;
    const first = Math.ceil((now + halfHour) / halfHour) * halfHour;
    const starts: number[] = [];
    for (let start = first; starts.length < tutor.today && start + CLASS_MINUTES * 60_000 <= todayEnd; start += 90 * 60_000) {
      starts.push(start);
    }
    return starts;
  }
  const slots = offset === 1 ? tutor.tomorrow : SLOTS.map((_, i) => i).filter((i) => hash(tutor.id, offset, i) % 100 < tutor.density);
  return slots.map((i) => dayStart + (SLOTS[i] ?? 0) * 60_000);
}
