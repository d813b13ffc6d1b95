import { Readable } from 'node:stream';
import type { Static } from '@sinclair/typebox';
import type { AbsentUploadSchema } from '../../src/domain/api/class-detail.schemas';
import { ABSENT_AFTER_MINUTES, ABSENT_PIC_TYPES, ABSENT_PROOF_HOURS_AFTER_END, ClassDetailMessages, type AbsentPicState } from '../../src/domain/class-detail';
import { AbsentParty, ClassActor, ClassStatus } from '../../src/domain/classes';
import { findAbsentProof, insertAbsentProof } from '../repositories/absent-proofs.repository';
import type { ClassRow } from '../repositories/classes.repository';
import type { FormFile } from '../uploads/upload.form';
import type { UploadContext } from '../uploads/upload-context';
import { storeFile } from '../uploads/stored-files';
import { changeClassStatusIn } from './class.service';
import { eventContext, failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * The absent student picture (AllowUploadAbsentPic, UploadAbsentPic): the tutor's proof that the
 * student did not come, one per class. Accepted from ABSENT_AFTER_MINUTES after the class's start
 * until ABSENT_PROOF_HOURS_AFTER_END after its end, for a booked class or one marked tutor-absent
 * (the picture contests that absence). The picture is stored; a booked class is then marked absent
 * (student) in one transaction through the class service, which pays the class by the ledger's rule;
 * a tutor-absent class keeps its status until staff review the picture (staff-reviews.service).
 */

const MINUTE = 60_000;

const contestsTutorAbsence = (lesson: ClassRow) => lesson.status === ClassStatus.absent && lesson.absent_party === AbsentParty.tutor;

function allowed(lesson: ClassRow, nowMs: number): boolean {
  const start = Date.parse(lesson.start_at);
  const end = Date.parse(lesson.end_at);
  return (
    (lesson.status === ClassStatus.booked || contestsTutorAbsence(lesson)) &&
    nowMs >= start + ABSENT_AFTER_MINUTES * MINUTE &&
    nowMs <= end + ABSENT_PROOF_HOURS_AFTER_END * 60 * MINUTE
  );
}

const proofOf = (deps: ClassDetailDeps, classId: number) => findAbsentProof(deps.db, classId);

export async function absentPicAllowed(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<AbsentPicState> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const proof = await proofOf(deps, lesson.id);
  const ok = proof === undefined && allowed(lesson, deps.clock.now().getTime());
  return { Allowed: ok, Msg: ok ? '' : ClassDetailMessages.absentNotAllowed, Uploaded: proof !== undefined, UploadedAt: proof?.created_at ?? '' };
}

export async function uploadAbsentPic(
  deps: ClassDetailDeps,
  upload: UploadContext,
  tutorId: number,
  classId: number,
  file: FormFile | null,
): Promise<Static<typeof AbsentUploadSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if ((await proofOf(deps, lesson.id)) || !allowed(lesson, deps.clock.now().getTime())) throw failed(ClassDetailMessages.absentNotAllowed);
  if (!file || file.data.length === 0) throw failed(ClassDetailMessages.absentPicRequired);
  const stored = await storeFile(upload, { ownerId: tutorId, module: 'Absent', originalName: file.filename, source: Readable.from(file.data) }).catch(() => {
    throw failed(ClassDetailMessages.absentPicRequired);
  });
  if (!(ABSENT_PIC_TYPES as readonly string[]).includes(stored.content_type)) throw failed(ClassDetailMessages.absentPicRequired);
  const at = deps.clock.now();
  const change = await deps.db.transaction().execute(async (trx) => {
    const changed = contestsTutorAbsence(lesson)
      ? null
      : await changeClassStatusIn(
          trx,
          {
            classId: lesson.id,
            to: ClassStatus.absent,
            absentParty: AbsentParty.student,
            actor: ClassActor.tutor,
            actorId: tutorId,
            tutorId,
            reason: 'Student absent: picture sent',
          },
          at,
          eventContext(deps),
        );
    await insertAbsentProof(trx, { class_id: lesson.id, tutor_id: tutorId, file_ref: stored.file_ref, created_at: at.toISOString() });
    return changed;
  });
  const after = change?.after ?? lesson;
  return { CLID: lesson.id, Status: after.status, AbsentParty: after.absent_party ?? '', FileRef: stored.file_ref };
}
