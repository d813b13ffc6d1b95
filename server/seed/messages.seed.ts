import { ClassStatus } from '../../src/domain/classes';
import { MessageKind, NoticeStatus, ReminderType, type ReminderFields } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { insertMessages, type NewMessage } from '../repositories/messages.repository';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

const HOUR = 3_600_000;

/**
 * The message center's demo data, after the classes seed: for demo, class notices (pending,
 * accepted, refused), system messages, all eight reminder types, a self-schedule reminder,
 * training and payment messages, level-ups, a class request and an attendance confirmation pending
 * for an upcoming class; some read, some not. demo2 has a few; the franchisee tutor has over 99
 * unread so the header badge shows '99+'. Times are relative to the seed clock: deterministic.
 */
export async function seedMessages({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const nowIso = new Date(now).toISOString();
  const ago = (hours: number) => new Date(now - hours * HOUR).toISOString();
  const demo = DemoUsers.demo.id;

  const reminder = (type: ReminderType, title: string, fields: ReminderFields, hours: number, read: boolean): NewMessage => ({
    tutorId: demo,
    kind: MessageKind.reminder,
    title,
    content: fields.remark ?? '',
    reminderType: type,
    reminderFields: { generationtime: ago(hours), ...fields },
    createdAt: ago(hours),
    readAt: read ? ago(hours - 0.5) : null,
  });

  const demoMessages: NewMessage[] = [
    {
      tutorId: demo,
      kind: MessageKind.classNotice,
      title: 'Student requests a focus on pronunciation',
      content: "Kenji Sato's parent asks you to spend the first five minutes of each class on pronunciation drills. Please accept if you can follow this.",
      createdAt: ago(2),
    },
    {
      tutorId: demo,
      kind: MessageKind.classNotice,
      title: 'Course material change for Lily Chen',
      content: 'From next week Lily Chen moves to Phonics Adventures 3. The new units are in the material library.',
      createdAt: ago(20),
    },
    {
      tutorId: demo,
      kind: MessageKind.system,
      title: 'Platform maintenance on Sunday',
      content: 'The portal will be unavailable on Sunday from 02:00 to 04:00 (UTC+8) for maintenance. Classes are not affected.',
      remind: true,
      createdAt: ago(5),
    },
    {
      tutorId: demo,
      kind: MessageKind.system,
      title: 'Updated cancellation policy',
      content: 'Please review the updated attendance confirmation rules: confirm at least 30 minutes before class.',
      createdAt: ago(72),
      readAt: ago(70),
    },
    reminder(
      ReminderType.absence,
      'Absence recorded',
      { classid: '50211', classtime: ago(30), classtype: 'Regular', remark: 'You were marked absent for this class. Upload proof within 24 hours to appeal.' },
      29,
      false,
    ),
    reminder(
      ReminderType.cancellation,
      'Class cancelled by the student',
      {
        classid: '50237',
        classtime: ago(-40),
        classtype: 'Regular',
        cancellationstatus: 'Cancelled by student',
        operationtype: 'Cancel',
        operationtime: ago(6),
        cancellationdetails: 'The student is travelling this week.',
      },
      6,
      false,
    ),
    reminder(
      ReminderType.booking,
      'New booking',
      {
        classid: '50240',
        classtime: ago(-52),
        classtype: 'Regular',
        operationtype: 'Book',
        operationtime: ago(8),
        remark: 'Min-jun Park booked a class with you.',
      },
      8,
      true,
    ),
    reminder(
      ReminderType.class,
      'Class starts soon',
      { classid: '50244', classtime: ago(-3), classtype: 'Trial', remark: 'Your trial class starts in 3 hours. Prepare the trial material.' },
      1,
      false,
    ),
    reminder(
      ReminderType.complaint,
      'Complaint received',
      {
        classid: '50198',
        classtime: ago(96),
        classtype: 'Regular',
        complainant: 'Parent of Hana Kim',
        complainttype: 'Late arrival',
        complaintreason: 'The tutor joined the class 4 minutes late.',
      },
      48,
      false,
    ),
    reminder(ReminderType.shiftClock, 'Clock in for your shift', { classtime: ago(-1), remark: 'Your shift starts in 1 hour. Remember to clock in.' }, 3, true),
    reminder(
      ReminderType.complaintWithdrawn,
      'Complaint withdrawn',
      {
        classid: '50173',
        classtime: ago(200),
        classtype: 'Regular',
        complainant: 'Parent of Wang Hao',
        complainttype: 'Network problem',
        complaintreason: 'The parent withdrew the complaint after review.',
      },
      100,
      true,
    ),
    reminder(
      ReminderType.svipBooking,
      'SVIP student booking',
      {
        classid: '50251',
        classtime: ago(-70),
        classtype: 'SVIP',
        operationtype: 'Book',
        operationtime: ago(4),
        remark: 'An SVIP student booked you. Please review the student profile before class.',
      },
      4,
      false,
    ),
    {
      tutorId: demo,
      kind: MessageKind.selfSchedule,
      title: 'Plot your schedule for next week',
      content: 'Self-scheduling for next week closes on Friday 18:00. Open the Class Table to plot your available time.',
      createdAt: ago(10),
    },
    {
      tutorId: demo,
      kind: MessageKind.moodle,
      title: 'New course: Teaching Young Learners',
      content: 'A new self-study course is available on the training platform.',
      createdAt: ago(26),
    },
    {
      tutorId: demo,
      kind: MessageKind.moodle,
      title: 'Quiz graded: Phonics Basics',
      content: 'Your quiz for Phonics Basics was graded: 92/100.',
      createdAt: ago(120),
      readAt: ago(119),
    },
    {
      tutorId: demo,
      kind: MessageKind.paymentProvider,
      title: 'Payment account updated',
      content: 'Your PayPal account for service fees was changed. If you did not do this, contact your team manager.',
      createdAt: ago(150),
      readAt: ago(149),
    },
    {
      tutorId: demo,
      kind: MessageKind.levelUp,
      title: 'Congratulations: level B2',
      content: 'Your teaching points reached the B2 level. Keep it up!',
      createdAt: ago(240),
      readAt: ago(239),
    },
    {
      tutorId: demo,
      kind: MessageKind.levelUp,
      title: 'Growth level LV.3 reached',
      content: 'You reached growth level LV.3 and unlocked new rewards in the growth center.',
      createdAt: ago(12),
    },
  ];
  const answered: NewMessage[] = [
    {
      tutorId: demo,
      kind: MessageKind.classNotice,
      title: 'Extra homework review for Zhang Wei',
      content: 'Please review the presentation homework in the first ten minutes.',
      createdAt: ago(50),
      readAt: ago(49),
    },
    {
      tutorId: demo,
      kind: MessageKind.classNotice,
      title: 'Swap to an evening slot for Sofia Rossi',
      content: 'The student asks to move Thursday classes to 20:30.',
      createdAt: ago(90),
      readAt: ago(89),
    },
  ];
  await insertMessages(db, demoMessages, nowIso);
  const [accepted, refused] = await insertMessages(db, answered, nowIso);
  if (accepted)
    await db
      .updateTable('messages')
      .set({ notice_status: NoticeStatus.accepted, answered_at: ago(49) })
      .where('id', '=', accepted.id)
      .execute();
  if (refused) {
    await db
      .updateTable('messages')
      .set({ notice_status: NoticeStatus.refused, refuse_reason: 'I teach another student at 20:30 on Thursdays.', answered_at: ago(89) })
      .where('id', '=', refused.id)
      .execute();
  }

  await seedAttendanceConfirmation({ db, clock });
  await seedClassRequest({ db, clock });

  await insertMessages(
    db,
    [
      {
        tutorId: DemoUsers.demo2.id,
        kind: MessageKind.system,
        title: 'Welcome to the tutor portal',
        content: 'Complete your personal data to start receiving bookings.',
        remind: true,
        createdAt: ago(30),
      },
      {
        tutorId: DemoUsers.demo2.id,
        kind: MessageKind.classNotice,
        title: 'First class checklist',
        content: 'Test your headset and camera before your first class.',
        createdAt: ago(28),
      },
      {
        tutorId: DemoUsers.demo2.id,
        kind: MessageKind.reminder,
        title: 'New booking',
        content: '',
        reminderType: ReminderType.booking,
        reminderFields: { classid: '60112', classtime: ago(-30), classtype: 'Regular', operationtype: 'Book', operationtime: ago(2) },
        createdAt: ago(2),
        readAt: ago(1),
      },
    ],
    nowIso,
  );

  // Over 99 unread: the franchisee tutor's badge reads '99+'.
  const busy: NewMessage[] = Array.from({ length: 120 }, (_, index) => ({
    tutorId: DemoUsers.franchisee.id,
    kind: index % 3 === 0 ? MessageKind.classNotice : MessageKind.system,
    title: `Partner centre bulletin #${120 - index}`,
    content: 'Weekly update from the Cebu partner centre: schedules, materials and reminders.',
    createdAt: ago(index * 6 + 1),
  }));
  await insertMessages(db, busy, nowIso);
}

/** demo's first booked class 24 to 48 hours ahead gets a pending attendance confirmation. */
async function seedAttendanceConfirmation({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const lesson = await db
    .selectFrom('classes')
    .selectAll()
    .where('tutor_id', '=', DemoUsers.demo.id)
    .where('status', '=', ClassStatus.booked)
    .where('start_at', '>=', new Date(now + 24 * HOUR).toISOString())
    .where('start_at', '<', new Date(now + 48 * HOUR).toISOString())
    .orderBy('start_at')
    .executeTakeFirst();
  if (!lesson) return;
  const [message] = await insertMessages(
    db,
    [
      {
        tutorId: DemoUsers.demo.id,
        kind: MessageKind.attendance,
        title: Messages.attendanceConfirmTitle,
        content: `Please confirm that you will teach ${lesson.student_name} at ${lesson.start_at}. Confirm at least 30 minutes before class, or the class is cancelled with penalty.`,
        createdAt: new Date(now - HOUR).toISOString(),
      },
    ],
    new Date(now).toISOString(),
  );
  await db
    .insertInto('attendance_confirmations')
    .values({
      tutor_id: DemoUsers.demo.id,
      class_id: lesson.id,
      message_id: message?.id ?? null,
      class_time: lesson.start_at,
      class_count: 1,
      cancel_reason: null,
      cancel_remark: null,
      attachment: null,
      penalty_tier: null,
      created_at: new Date(now - HOUR).toISOString(),
      answered_at: null,
    })
    .execute();
}

/** An open class offered to demo, shown as the class request pop-up. */
async function seedClassRequest({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const dialog = 'A trial class for a new student (age 9, beginner) starts in 2 hours. Grab it now to teach it!';
  const [message] = await insertMessages(
    db,
    [
      {
        tutorId: DemoUsers.demo.id,
        kind: MessageKind.classRequest,
        title: Messages.classRequestTitle,
        content: dialog,
        createdAt: new Date(now - 0.25 * HOUR).toISOString(),
      },
    ],
    new Date(now).toISOString(),
  );
  await db
    .insertInto('class_requests')
    .values({
      tutor_id: DemoUsers.demo.id,
      message_id: message?.id ?? null,
      class_id: 880_001,
      dialog,
      is_pop_up_point: 1,
      read_at: null,
      created_at: new Date(now - 0.25 * HOUR).toISOString(),
    })
    .execute();
}
