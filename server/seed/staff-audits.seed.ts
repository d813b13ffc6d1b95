import { ClassActor, ClassEventKind } from '../../src/domain/classes';
import { ComplaintOrigin } from '../../src/domain/complaints';
import { FeedbackStatus } from '../../src/domain/feedback';
import { DEFAULT_PROVIDER_TIME_ZONE, localMonth } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import { ContractAuditStatus } from '../../src/domain/sign-contract';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { insertComplaint } from '../repositories/complaints.repository';
import { saveContractStatus } from '../repositories/contracts.repository';
import { insertFeedback } from '../repositories/feedback.repository';
import { insertLeave } from '../repositories/leaves.repository';
import { saveReview, setPersonalFlags } from '../repositories/personal-data.repository';
import { insertClassEvents, insertClasses } from '../repositories/classes.repository';
import { postLedgerEntriesIn } from '../services/ledger.service';
import { demoPasswordHash } from './demo-password';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/**
 * The staff console's audit queues (issue 21): one demo tutor per thing that waits, touched by no
 * other area, so the audits' browser and server tests own them:
 * - `auditleave`: a pending leave next week; `auditcontract`: a signed contract in audit;
 * - `auditfeedback`: a suggestion nobody answered yet;
 * - `auditdata`: personal data awaiting verification and TESOL information to review;
 * - `auditappeal`: a cancelled class with its penalty and an appeal on it, two students'
 *   complaints standing (with their entries), a complaint of her own and a class support request.
 */
export const AuditLeaveTutor = { id: 100481, account: 'auditleave', password: 'demo1234', name: 'Nina Reyes' } as const;
export const AuditContractTutor = { id: 100482, account: 'auditcontract', password: 'demo1234', name: 'Paolo Garcia' } as const;
export const AuditFeedbackTutor = { id: 100483, account: 'auditfeedback', password: 'demo1234', name: 'Clara Lim' } as const;
export const AuditDataTutor = { id: 100484, account: 'auditdata', password: 'demo1234', name: 'Jose Tan' } as const;
export const AuditAppealTutor = { id: 100485, account: 'auditappeal', password: 'demo1234', name: 'Ana Cruz' } as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedStaffAudits(context: SeedContext): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const iso = (offset: number) => new Date(now.getTime() + offset).toISOString();
  // Leave is asked for whole hours, as the leave form asks.
  const nextHour = Math.ceil(now.getTime() / HOUR) * HOUR;
  const hash = await demoPasswordHash('demo1234');
  const people = [AuditLeaveTutor, AuditContractTutor, AuditFeedbackTutor, AuditDataTutor, AuditAppealTutor];
  for (const person of people) {
    const [first, last] = person.name.split(' ') as [string, string];
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: first,
        last_name: last,
        email: `${person.account}@example.com`,
        avatar: '',
        disabled: 0,
        created_at: iso(-120 * DAY),
      })
      .execute();
    await db
      .insertInto('credentials')
      .values({ user_id: person.id, password_hash: hash, updated_at: iso(-120 * DAY) })
      .execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({
        user_id: person.id,
        tutor_group: 'Manila Team 3',
        entry_key: `ek-${person.id}-a7d1`,
        sex: 'Female',
        birthday: '1994-03-12',
        school: 'University of Santo Tomas',
        location: 'Philippines',
        city: 'Quezon City',
        province: 'Metro Manila',
        self_introduction: 'I have taught English online for four years.',
      })
      .execute();
  }
  await syncIdSequence(db, 'users');

  await insertLeave(
    db,
    AuditLeaveTutor.id,
    {
      startAt: new Date(nextHour + 7 * DAY).toISOString(),
      endAt: new Date(nextHour + 8 * DAY).toISOString(),
      leaveType: 2,
      reason: 'Family event in the province.',
      proofFileRef: null,
    },
    iso(-2 * HOUR),
  );

  await saveContractStatus(db, AuditContractTutor.id, ContractAuditStatus.auditing, iso(-1 * DAY));

  const periodKey = localMonth(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE).key;
  await insertFeedback(db, {
    tutor_id: AuditFeedbackTutor.id,
    type: 3,
    class_id: null,
    remark: 'Could the class table show the student level on the card?',
    file_ref: '',
    status: FeedbackStatus.pending,
    period_key: periodKey,
    created_at: iso(-3 * HOUR),
    updated_at: iso(-3 * HOUR),
    decided_by: null,
    decided_at: null,
  });

  await setPersonalFlags(db, AuditDataTutor.id, { awaitApproval: true });
  await saveReview(db, { tutor_id: AuditDataTutor.id, status: 0, message: '', requested_at: iso(-5 * HOUR), reviewed_at: null });
  await db
    .insertInto('tesol_information')
    .values({
      tutor_id: AuditDataTutor.id,
      first_name: 'Jose',
      middle_name: 'Santos',
      last_name: 'Tan',
      birthday: '1994-03-12',
      id_number: 'TESOL-55120',
      has_certificate: 0,
      certificate_file_ref: null,
      submitted_at: iso(-4 * HOUR),
    })
    .execute();

  await seedAppealTutor(context);
}

/** The appeal tutor's classes, penalty, appeal, complaints and support request. */
async function seedAppealTutor({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const tutorId = AuditAppealTutor.id;
  const staffId = DemoUsers.staff.id;
  // Whole hours in the past, so the classes sit on the half hour like every class.
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  const lesson = (daysAgo: number, status: string, extra: Record<string, unknown> = {}) => ({
    tutor_id: tutorId,
    student_name: ['Mina Park', 'Leo Sato', 'Yuna Kim', 'Haru Ito', 'Sora Lee'][daysAgo % 5]!,
    course_name: 'Smart Kids 2',
    start_at: new Date(hour - daysAgo * DAY).toISOString(),
    end_at: new Date(hour - daysAgo * DAY + 25 * 60_000).toISOString(),
    status,
    ...extra,
  });
  const [cancelled, complained, complainedToo, own, helped] = await insertClasses(db, [
    lesson(2, 'cancelled', {
      status_changed_by: 'tutor',
      status_reason: 'Power outage',
      cancelled_hours_before: 2,
      status_changed_at: new Date(hour - 2 * DAY - 2 * HOUR).toISOString(),
    }),
    lesson(3, 'finished'),
    lesson(4, 'finished'),
    lesson(5, 'finished'),
    lesson(1, 'finished'),
  ]);
  if (!cancelled || !complained || !complainedToo || !own || !helped) return;
  // Each class's history, as the class service writes it: booked two days ahead by staff, then its
  // outcome. The penalties of the cancellation are posted below with their own notes.
  const lessons = [cancelled, complained, complainedToo, own, helped];
  await insertClassEvents(db, [
    ...lessons.map((klass) => ({
      class_id: klass.id,
      tutor_id: tutorId,
      kind: ClassEventKind.booked,
      actor_type: ClassActor.staff,
      actor_id: staffId,
      details: '{}',
      created_at: new Date(Date.parse(klass.start_at) - 2 * DAY).toISOString(),
    })),
    {
      class_id: cancelled.id,
      tutor_id: tutorId,
      kind: ClassEventKind.cancelled,
      actor_type: ClassActor.tutor,
      actor_id: tutorId,
      details: JSON.stringify({ from: 'booked', reason: 'Power outage', hoursBefore: 2 }),
      created_at: new Date(hour - 2 * DAY - 2 * HOUR).toISOString(),
    },
    ...lessons.slice(1).map((klass) => ({
      class_id: klass.id,
      tutor_id: tutorId,
      kind: ClassEventKind.finished,
      actor_type: ClassActor.system,
      actor_id: null,
      details: JSON.stringify({ from: 'booked' }),
      created_at: klass.end_at,
    })),
  ]);
  const cancelledAt = new Date(hour - 2 * DAY - 2 * HOUR);
  await postLedgerEntriesIn(
    db,
    [
      { tutorId, rule: 'tp.cancellation', source: { type: 'class', id: cancelled.id }, countsAt: cancelledAt, note: 'Cancelled 2 hours before the start' },
      { tutorId, rule: 'gv.cancel_within_3h', source: { type: 'class', id: cancelled.id }, countsAt: cancelledAt, note: 'Cancelled 2 hours before the start' },
    ],
    now,
  );
  await insertFeedback(db, {
    tutor_id: tutorId,
    type: 9,
    class_id: cancelled.id,
    remark: 'A typhoon cut the power in our whole barangay; the utility notice is attached to my leave.',
    file_ref: '',
    status: FeedbackStatus.pending,
    period_key: localMonth(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE).key,
    created_at: new Date(hour - 2 * DAY + HOUR).toISOString(),
    updated_at: new Date(hour - 2 * DAY + HOUR).toISOString(),
    decided_by: null,
    decided_at: null,
  });
  for (const [klass, type, reason] of [
    [complained, 'Late arrival', 'The tutor joined five minutes late.'],
    [complainedToo, 'Network problem', 'The video froze for most of the class.'],
  ] as const) {
    const at = new Date(Date.parse(klass.end_at) + HOUR);
    const complaint = await insertComplaint(db, {
      tutorId,
      classId: klass.id,
      origin: ComplaintOrigin.student,
      complainant: `Parent of ${klass.student_name}`,
      type,
      reason,
      filedBy: staffId,
      at: at.toISOString(),
    });
    const source = { type: 'complaint', id: complaint.id };
    await postLedgerEntriesIn(
      db,
      [
        { tutorId, rule: 'tp.complaint', source, countsAt: at, note: `Complaint on class ${klass.id}`, createdBy: staffId },
        { tutorId, rule: 'gv.complaint', source, countsAt: at, note: `Complaint on class ${klass.id}`, createdBy: staffId },
      ],
      now,
    );
  }
  await insertComplaint(db, {
    tutorId,
    classId: own.id,
    origin: ComplaintOrigin.tutor,
    complainant: AuditAppealTutor.name,
    type: 'Parent behaviour',
    reason: 'A parent kept talking over the lesson and asked me to skip the test.',
    filedBy: null,
    at: new Date(Date.parse(own.end_at) + HOUR).toISOString(),
  });
  await db
    .insertInto('class_assistance')
    .values({
      class_id: helped.id,
      tutor_id: tutorId,
      problem_id: 31,
      description: 'The courseware stopped on slide 12.',
      status: 'open',
      answered_by: null,
      created_at: new Date(Date.parse(helped.start_at) + 10 * 60_000).toISOString(),
      answered_at: null,
    })
    .execute();
}
