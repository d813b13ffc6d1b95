import { AbsentParty, ClassActor, ClassStatus, ClassType, SLOT_MINUTES } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, addLocalDays, localDate, localTimeToInstant } from '../../src/domain/provider-time';
import { SlotStatus, upsertSlots, type SlotPlot } from '../repositories/schedule-slots.repository';
import { bookClassesIn, changeClassStatusesIn, rateClassesIn, type BookClassInput, type Booking, type Change } from '../services/class.service';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';
import { DEMO_SMALL_CLASS_ID, DemoStudents, PLACEMENT_TEST_COURSE, courseLessonIds, seedTeaching, ucidOf } from './teaching.seed';

/**
 * Eight weeks of past classes with their outcomes and four weeks of booked ones, in the provider's
 * time zone, made through the class service as staff and students would (booked, then finished,
 * rated, cancelled or missed), so every class has its events and the ledger's rules see them.
 * Today's classes all start after the seed time, so a newcomer (and a browser test) finds the
 * clock-in open; tomorrow always has several. Deterministic for a given clock.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAYS_BACK = 56;
const DAYS_AHEAD = 28;
/** Days ahead whose free slots are plotted as available time. */
const PLOTTED_DAYS_AHEAD = 14;
/** Local start times of the slots a tutor may teach in, in minutes after midnight. */
const SLOTS = [7 * 60, 8 * 60, 9 * 60 + 30, 11 * 60, 13 * 60 + 30, 18 * 60, 19 * 60, 20 * 60 + 30];

/** How busy each demo tutor is: share of slots taken (percent) and classes today and tomorrow. */
const tutors = [
  { id: DemoUsers.demo.id, density: 55, today: 4, tomorrow: [0, 1, 3, 5, 6] },
  { id: DemoUsers.demo2.id, density: 30, today: 2, tomorrow: [2, 5] },
  { id: DemoUsers.franchisee.id, density: 15, today: 1, tomorrow: [4] },
  { id: DemoUsers.international.id, density: 20, today: 1, tomorrow: [3] },
];

function hash(a: number, b: number, c: number): number {
  let h = (a * 73_856_093) ^ (b * 19_349_663) ^ (c * 83_492_791);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The class type a slot gets: mostly regular, and every other type now and then. */
function classTypeOf(pick: number): ClassType {
  const p = pick % 100;
  if (p < 70) return ClassType.regular;
  if (p < 80) return ClassType.trial;
  if (p < 83) return ClassType.test;
  if (p < 86) return ClassType.qa;
  if (p < 91) return ClassType.small;
  if (p < 94) return ClassType.open;
  if (p < 97) return ClassType.training;
  return ClassType.regular;
}

export async function seedClasses({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  await db.transaction().execute(async (trx) => {
    await seedTeaching(trx, new Date(now - DAYS_BACK * 24 * HOUR).toISOString());
    const plan = planClasses(now);
    const lessons = await bookClassesIn(trx, plan.bookings);
    const outcomes = plan.outcomes.map((outcome) => outcomeOf(lessons[outcome.index]!.id, outcome.start, outcome.pick, now));
    await changeClassStatusesIn(
      trx,
      outcomes.map((o) => o.change),
    );
    await rateClassesIn(
      trx,
      outcomes.flatMap((o) => (o.rating ? [o.rating] : [])),
    );
    await upsertSlots(trx, plan.freeSlots);
  });
}

interface Plan {
  bookings: Booking[];
  /** Past classes (by index into bookings) that get an outcome. */
  outcomes: Array<{ index: number; start: number; pick: number }>;
  freeSlots: SlotPlot[];
}

/** Every booking, outcome and free slot of the demo tutors, decided from the clock and a fixed hash. */
function planClasses(now: number): Plan {
  const timeZone = DEFAULT_PROVIDER_TIME_ZONE;
  const today = localDate(now, timeZone);
  const plan: Plan = { bookings: [], outcomes: [], freeSlots: [] };
  const progress = new Map<number, number>();
  for (const tutor of tutors) {
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
      const date = addLocalDays(today, offset);
      const starts = startsOfDay(tutor, offset, date, now, timeZone);
      for (const [index, start] of starts.entries()) {
        const pick = hash(tutor.id, offset + 100, index);
        const first = plan.bookings.length;
        plan.bookings.push(...bookingsOf(tutor.id, start, pick, now, progress));
        if (start < now) plan.outcomes.push({ index: first, start, pick });
        for (let seat = first + 1; start < now && seat < plan.bookings.length; seat += 1) {
          plan.outcomes.push({ index: seat, start, pick });
        }
      }
      if (offset >= 0 && offset <= PLOTTED_DAYS_AHEAD) plan.freeSlots.push(...freeSlotsOf(tutor, offset, date, starts, now, timeZone));
    }
  }
  return plan;
}

/** The booking of one slot: one class, or two or three seats of the demo small class. */
function bookingsOf(tutorId: number, start: number, pick: number, now: number, progress: Map<number, number>): Booking[] {
  const type = classTypeOf(pick);
  const at = new Date(Math.min(start - 3 * 24 * HOUR, now - HOUR));
  const seats = type === ClassType.small ? 2 + (pick % 2) : 1;
  return Array.from({ length: seats }, (_, seat) => {
    const student = DemoStudents[((pick >>> 7) + seat * 5) % DemoStudents.length]!;
    const courseIndex = type === ClassType.test ? PLACEMENT_TEST_COURSE : student.course;
    const lessons = courseLessonIds(courseIndex);
    // Most classes have their material set at booking; some past ones never got it (incorrectFinished).
    const hasMaterial = (pick >>> 13) % 100 >= (start < now ? 8 : 40);
    const done = progress.get(student.id) ?? 0;
    if (hasMaterial && start < now) progress.set(student.id, done + 1);
    const input: BookClassInput = {
      tutorId,
      studentId: type === ClassType.open || type === ClassType.training ? null : student.id,
      ucid: type === ClassType.regular || type === ClassType.trial ? ucidOf(student.id) : null,
      lessonId: hasMaterial ? (lessons[done % lessons.length] ?? null) : null,
      smallClassId: type === ClassType.small ? DEMO_SMALL_CLASS_ID : null,
      classType: type,
      classTool: (pick >>> 11) % 12,
      startAt: new Date(start).toISOString(),
      feePhp: type === ClassType.trial ? student.fee + 20 : type === ClassType.training ? 0 : student.fee,
      actor: ClassActor.staff,
    };
    return { input, at };
  });
}

/** What happened to a past class: mostly finished (often rated), sometimes cancelled or missed. */
function outcomeOf(classId: number, start: number, pick: number, now: number): { change: Change; rating?: { classId: number; stars: number; at: Date } } {
  const p = (pick >>> 17) % 100;
  const end = new Date(Math.min(start + 26 * MINUTE, now));
  if (p < 5) {
    const hoursBefore = [1, 2, 20, 30, 80][(pick >>> 3) % 5]!;
    const input = { classId, to: ClassStatus.cancelled, actor: ClassActor.student, reason: 'The student is sick.' };
    return { change: { input, at: new Date(start - hoursBefore * HOUR) } };
  }
  if (p < 8) {
    const hoursBefore = [2, 10, 30][(pick >>> 3) % 3]!;
    const input = { classId, to: ClassStatus.cancelled, actor: ClassActor.tutor, reason: 'Power interruption in my area.' };
    return { change: { input, at: new Date(start - hoursBefore * HOUR) } };
  }
  if (p < 12) {
    const absentParty = p < 9 ? AbsentParty.tutor : AbsentParty.student;
    return { change: { input: { classId, to: ClassStatus.absent, actor: ClassActor.system, absentParty }, at: end } };
  }
  const stars = p < 60 ? 5 : p < 80 ? 4 : p < 88 ? 3 : 0;
  const change = { input: { classId, to: ClassStatus.finished, actor: ClassActor.system }, at: end };
  return stars > 0 ? { change, rating: { classId, stars, at: new Date(Math.min(end.getTime() + HOUR, now)) } } : { change };
}

/** The tutor's free teaching slots of the next two weeks are plotted as available (Waited). */
function freeSlotsOf(tutor: (typeof tutors)[number], offset: number, date: string, booked: number[], now: number, timeZone: string): SlotPlot[] {
  const at = new Date(now - 7 * 24 * HOUR);
  return SLOTS.flatMap((minutes, index) => {
    const start = localTimeToInstant(date, minutes, timeZone);
    if (start <= now || booked.includes(start) || hash(tutor.id, offset + 500, index) % 100 >= 60) return [];
    const startAt = new Date(start).toISOString();
    const endAt = new Date(start + SLOT_MINUTES * MINUTE).toISOString();
    return [{ tutorId: tutor.id, startAt, endAt, status: SlotStatus.waited, at }];
  });
}

function startsOfDay(tutor: (typeof tutors)[number], offset: number, date: string, now: number, timeZone: string): number[] {
  if (offset === 0) {
    // From the next half hour after a 30-minute lead, every 90 minutes, as long as the day lasts.
    const halfHour = 30 * MINUTE;
    const dayEnd = localTimeToInstant(addLocalDays(date, 1), 0, timeZone);
    const first = Math.ceil((now + halfHour) / halfHour) * halfHour;
    const starts: number[] = [];
    for (let start = first; starts.length < tutor.today && start + 25 * MINUTE <= dayEnd; start += 90 * MINUTE) starts.push(start);
    return starts;
  }
  const slots = offset === 1 ? tutor.tomorrow : SLOTS.map((_, i) => i).filter((i) => hash(tutor.id, offset, i) % 100 < tutor.density);
  return slots.map((i) => localTimeToInstant(date, SLOTS[i] ?? 0, timeZone));
}
