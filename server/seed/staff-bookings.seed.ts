import { ClassActor, ClassType, SLOT_MINUTES } from '../../src/domain/classes';
import { LeaveStatus } from '../../src/domain/leave';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { SlotStatus, upsertSlots, type SlotPlot } from '../repositories/schedule-slots.repository';
import { bookClassesIn } from '../services/class.service';
import { applyApprovedLeave } from '../services/leave-effects';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * The staff console's students-and-bookings tutors (issue 21), touched by no other area:
 * - `bookings`: open (Waited) slots every half hour of the next three days, for staff to book into;
 * - `bookingsleave`: on an approved leave from day 3 to day 5 with three booked classes in it, which
 *   the leave handed to staff to reassign;
 * - `bookingssub`: open at those classes' times, to take them.
 */
export const BookingsTutor = { id: 100491, account: 'bookings', password: 'demo1234', name: 'Nina Reyes' } as const;
export const LeaveTutor = { id: 100492, account: 'bookingsleave', password: 'demo1234', name: 'Paolo Lim' } as const;
export const SubstituteTutor = { id: 100493, account: 'bookingssub', password: 'demo1234', name: 'Joy Tan' } as const;

const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** The leave's classes start this many hours after the seed's day 3 begins (UTC). */
const LEAVE_CLASS_HOURS = [2, 3, 4.5] as const;

export async function seedStaffBookings({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const hash = await demoPasswordHash('demo1234');
  const people = [
    { ...BookingsTutor, email: 'nina.reyes@example.com', group: 'Manila Team 9' },
    { ...LeaveTutor, email: 'paolo.lim@example.com', group: 'Manila Team 9' },
    { ...SubstituteTutor, email: 'joy.tan@example.com', group: 'Manila Team 9' },
  ];
  for (const person of people) {
    const [first, last] = person.name.split(' ') as [string, string];
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: first,
        last_name: last,
        email: person.email,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    await db.insertInto('credentials').values({ user_id: person.id, password_hash: hash, updated_at: createdAt }).execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({ user_id: person.id, tutor_group: person.group, entry_key: `ek-${person.id}-b0k5` })
      .execute();
  }
  await syncIdSequence(db, 'users');

  const firstSlot = Math.ceil((now.getTime() + SLOT_MS) / SLOT_MS) * SLOT_MS;
  const plot = (tutorId: number, startMs: number): SlotPlot => ({
    tutorId,
    startAt: new Date(startMs).toISOString(),
    endAt: new Date(startMs + SLOT_MS).toISOString(),
    status: SlotStatus.waited,
    at: now,
  });
  const open: SlotPlot[] = [];
  for (let ms = firstSlot; ms < firstSlot + 3 * DAY_MS; ms += SLOT_MS) open.push(plot(BookingsTutor.id, ms));

  const leaveStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS + 3 * DAY_MS;
  const classStarts = LEAVE_CLASS_HOURS.map((hours) => leaveStart + hours * 3_600_000);
  for (const startMs of classStarts) open.push(plot(LeaveTutor.id, startMs), plot(SubstituteTutor.id, startMs));
  await upsertSlots(db, open);
  await bookClassesIn(
    db,
    classStarts.map((startMs, i) => ({
      input: {
        tutorId: LeaveTutor.id,
        studentId: 7001 + i,
        classType: ClassType.regular,
        classTool: 7,
        startAt: new Date(startMs).toISOString(),
        feePhp: 150,
        actor: ClassActor.staff,
      },
      at: new Date(now.getTime() - DAY_MS),
    })),
  );
  const leave = await db
    .insertInto('tutor_leaves')
    .values({
      tutor_id: LeaveTutor.id,
      start_at: new Date(leaveStart).toISOString(),
      end_at: new Date(leaveStart + 2 * DAY_MS).toISOString(),
      leave_type: 1,
      reason: 'Family matter',
      proof_file_ref: null,
      status: LeaveStatus.approved,
      reviewed_at: now.toISOString(),
      created_at: createdAt,
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await applyApprovedLeave(db, {
    tutorId: LeaveTutor.id,
    startAt: new Date(leaveStart).toISOString(),
    endAt: new Date(leaveStart + 2 * DAY_MS).toISOString(),
    leaveId: leave.id,
    at: now,
  });
}
