import { COMMENT_LABELS, CommentLevel, commentLevelOfStars } from '../../src/domain/comments';
import { ComplaintOrigin } from '../../src/domain/complaints';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import { insertComplaint, insertComplaintReply, markWithdrawn } from '../repositories/complaints.repository';
import { insertMessages } from '../repositories/messages.repository';
import { postLedgerEntriesIn, reverseSourceIn } from '../services/ledger.service';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

const MINUTE = 60_000;

/**
 * Voices demo data for the international tutor (the voices area's browser tests use that account):
 * on their real finished classes, a standing complaint with a staff reply, a withdrawn one (its
 * entries reversed), one of their own, classroom joins that make late records, and a recitation
 * feedback. Ledger entries use the same rules and sources as the live calls. Deterministic.
 */
export async function seedVoices(context: SeedContext): Promise<void> {
  await seedComplaints(context);
  await seedComments(context);
}

const COMMENT_TEXTS = {
  good: [
    'Great class, my child loved the games.',
    'Very patient teacher, clear explanations.',
    'Fun and well prepared lesson.',
    'Excellent pronunciation practice today.',
  ],
  average: ['The lesson was fine but a bit fast.', 'OK class, some technical problems.'],
  poor: ['The teacher was late and the class felt rushed.', 'Hard to follow today.'],
} as const;

/**
 * Students' comments with labels on every demo tutor's rated finished classes (up to 40 each),
 * the words and labels chosen from the rating and the class id: deterministic.
 */
async function seedComments({ db }: SeedContext): Promise<void> {
  const rated = await db
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'student_name', 'student_rating', 'end_at'])
    .where('status', '=', 'finished')
    .where('student_rating', 'is not', null)
    .orderBy('tutor_id')
    .orderBy('start_at', 'desc')
    .execute();
  const perTutor = new Map<number, number>();
  const chosen = rated.filter((lesson) => {
    const seen = perTutor.get(lesson.tutor_id) ?? 0;
    perTutor.set(lesson.tutor_id, seen + 1);
    return seen < 40;
  });
  if (chosen.length === 0) return;
  const levelOf = (lesson: (typeof chosen)[number]) => commentLevelOfStars(Number(lesson.student_rating));
  const comments = await db
    .insertInto('student_comments')
    .values(
      chosen.map((lesson) => {
        const level = levelOf(lesson);
        const texts = level === CommentLevel.good ? COMMENT_TEXTS.good : level === CommentLevel.average ? COMMENT_TEXTS.average : COMMENT_TEXTS.poor;
        return {
          class_id: lesson.id,
          tutor_id: lesson.tutor_id,
          student_name: lesson.student_name,
          stars: Number(lesson.student_rating),
          level,
          content: texts[lesson.id % texts.length]!,
          created_at: new Date(Date.parse(lesson.end_at) + 30 * MINUTE).toISOString(),
        };
      }),
    )
    .returning(['id', 'class_id'])
    .execute();
  const commentOf = new Map(comments.map((row) => [row.class_id, row.id]));
  const labels = chosen.flatMap((lesson) => {
    // Good and average classes get praise labels, poor ones the critical two.
    const pool = levelOf(lesson) === CommentLevel.poor ? COMMENT_LABELS.slice(8) : COMMENT_LABELS.slice(0, 8);
    const picked = [...new Set([pool[lesson.id % pool.length]!, pool[(lesson.id * 7 + 3) % pool.length]!])];
    return picked.map((label) => ({ comment_id: commentOf.get(lesson.id)!, tutor_id: lesson.tutor_id, label }));
  });
  await db.insertInto('student_comment_labels').values(labels).execute();
}

async function seedComplaints({ db, clock }: SeedContext): Promise<void> {
  const tutorId = DemoUsers.international.id;
  const staffId = DemoUsers.staff.id;
  const now = clock.now();
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'start_at', 'end_at', 'student_name'])
    .where('tutor_id', '=', tutorId)
    .where('status', '=', 'finished')
    .where('start_at', '<', now.toISOString())
    .orderBy('start_at', 'desc')
    .limit(8)
    .execute();
  if (classes.length < 6) return;
  const [c1, c2, c3, c4, c5, c6] = classes as [
    (typeof classes)[number],
    (typeof classes)[number],
    (typeof classes)[number],
    (typeof classes)[number],
    (typeof classes)[number],
    (typeof classes)[number],
  ];
  const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

  await db.transaction().execute(async (trx) => {
    const standing = await insertComplaint(trx, {
      tutorId,
      classId: c1.id,
      origin: ComplaintOrigin.student,
      complainant: `Parent of ${c1.student_name}`,
      type: 'Late arrival',
      reason: 'The tutor joined the class a few minutes late.',
      filedBy: staffId,
      at: after(c1.end_at, 60),
    });
    const withdrawn = await insertComplaint(trx, {
      tutorId,
      classId: c2.id,
      origin: ComplaintOrigin.student,
      complainant: `Parent of ${c2.student_name}`,
      type: 'Network problem',
      reason: 'The video froze several times.',
      filedBy: staffId,
      at: after(c2.end_at, 90),
    });
    for (const complaint of [standing, withdrawn]) {
      const source = { type: 'complaint', id: complaint.id };
      const countsAt = new Date(complaint.created_at);
      await postLedgerEntriesIn(
        trx,
        [
          { tutorId, rule: 'tp.complaint', source, countsAt, note: `Complaint on class ${complaint.class_id}`, createdBy: staffId },
          { tutorId, rule: 'gv.complaint', source, countsAt, note: `Complaint on class ${complaint.class_id}`, createdBy: staffId },
        ],
        countsAt,
      );
    }
    const withdrawnAt = after(c2.end_at, 60 * 24);
    await markWithdrawn(trx, withdrawn.id, 'The parent withdrew the complaint after review.', withdrawnAt);
    await reverseSourceIn(trx, tutorId, { type: 'complaint', id: withdrawn.id }, { note: 'Complaint withdrawn', createdBy: staffId }, new Date(withdrawnAt));
    await insertComplaintReply(trx, {
      complaintId: standing.id,
      author: 'staff',
      authorId: staffId,
      content: 'Please tell us what happened before this class; you can reply here.',
      at: after(c1.end_at, 120),
    });
    await insertComplaint(trx, {
      tutorId,
      classId: c3.id,
      origin: ComplaintOrigin.tutor,
      complainant: 'You',
      type: 'Student behaviour',
      reason: 'The student kept switching the camera off.',
      filedBy: null,
      at: after(c3.end_at, 10),
    });
    await trx
      .insertInto('classroom_joins')
      .values([
        { class_id: c4.id, tutor_id: tutorId, class_tool: 8, client: 'web', joined_at: after(c4.start_at, 3) },
        { class_id: c5.id, tutor_id: tutorId, class_tool: 8, client: 'web', joined_at: after(c5.start_at, 7) },
        { class_id: c6.id, tutor_id: tutorId, class_tool: 8, client: 'web', joined_at: after(c6.start_at, -2) },
      ])
      .execute();
    await trx
      .insertInto('recitation_feedback')
      .values({ class_id: c6.id, tutor_id: tutorId, rating: 4, content: 'Read the whole passage with good pronunciation.', created_at: after(c6.end_at, 15) })
      .execute();
    await insertMessages(
      trx,
      [
        {
          tutorId,
          kind: MessageKind.reminder,
          title: 'Complaint received',
          content: standing.reason,
          reminderType: ReminderType.complaint,
          reminderFields: {
            classid: String(c1.id),
            classtime: c1.start_at,
            complainant: standing.complainant,
            complainttype: standing.complaint_type,
            complaintreason: standing.reason,
            generationtime: standing.created_at,
          },
          createdAt: standing.created_at,
        },
        {
          tutorId,
          kind: MessageKind.reminder,
          title: 'Complaint withdrawn',
          content: 'The parent withdrew the complaint after review.',
          reminderType: ReminderType.complaintWithdrawn,
          reminderFields: {
            classid: String(c2.id),
            classtime: c2.start_at,
            complainant: withdrawn.complainant,
            complainttype: withdrawn.complaint_type,
            complaintreason: 'The parent withdrew the complaint after review.',
            generationtime: withdrawnAt,
          },
          createdAt: withdrawnAt,
          readAt: withdrawnAt,
        },
      ],
      now.toISOString(),
    );
  });
}
