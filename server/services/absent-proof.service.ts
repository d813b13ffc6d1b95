import { Readable } from 'node:stream';
import { ABSENT_AFTER_MINUTES, ABSENT_PIC_TYPES, ABSENT_PROOF_HOURS_AFTER_END, ClassDetailMessages } from '../../src/domain/class-detail';
import { AbsentParty, ClassActor, ClassStatus } from '../../src/domain/classes';
import type { ClassRow } from '../repositories/classes.repository';
import type { FormFile } from '../uploads/upload.form';
import type { UploadContext } from '../uploads/upload-context';
import { storeFile } from '../uploads/stored-files';
import { changeClassStatusIn } from './class.service';
import { eventContext, failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * The absent student picture (AllowUploadAbsentPic, UploadAbsentPic): the tutor's proof that the
 * student did not come. Accepted for a booked class from ABSENT_AFTER_MINUTES after its start until
 * ABSENT_PROOF_HOURS_AFTER_END after its end; the picture is stored, then in one transaction the
 * class is marked absent (student) through the class service, which pays the class by the ledger's rule.
 */

const MINUTE = 60_000;

function allowed(lesson: ClassRow, nowMs: number): boolean {
  const start = Date.parse(lesson.start_at);
  const end = Date.parse(lesson.end_at);
  return lesson.status === ClassStatus.booked && nowMs >= start + ABSENT_AFTER_MINUTES * MINUTE && nowMs <= end + ABSENT_PROOF_HOURS_AFTER_END * 60 * MINUTE;
}

export async function absentPicAllowed(deps: ClassDetailDeps, tutorId: number, classId: number) {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const ok = allowed(lesson, deps.clock.now().getTime());
  const proof = await deps.db.selectFrom('absent_proofs').select(['created_at']).where('class_id', '=', lesson.id).executeTakeFirst();
  return { Allowed: ok, Msg: ok ? '' : ClassDetailMessages.absentNotAllowed, Uploaded: proof !== undefined, UploadedAt: proof?.created_at ?? '' };
}

export async function uploadAbsentPic(deps: ClassDetailDeps, upload: UploadContext, tutorId: number, classId: number, file: FormFile | null) {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (!allowed(lesson, deps.clock.now().getTime())) throw failed(ClassDetailMessages.absentNotAllowed);
  if (!file || file.data.length === 0) throw failed(ClassDetailMessages.absentPicRequired);
  const stored = await storeFile(upload, { ownerId: tutorId, module: 'Absent', originalName: file.filename, source: Readable.from(file.data) }).catch(() => {
    throw failed(ClassDetailMessages.absentPicRequired);
  });
  if (!(ABSENT_PIC_TYPES as readonly string[]).includes(stored.content_type)) throw failed(ClassDetailMessages.absentPicRequired);
  const at = deps.clock.now();
  const change = await deps.db.transaction().execute(async (trx) => {
    const changed = await changeClassStatusIn(
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
    await trx.insertInto('absent_proofs').values({ class_id: lesson.id, tutor_id: tutorId, file_ref: stored.file_ref, created_at: at.toISOString() }).execute();
    return changed;
  });
  return { CLID: lesson.id, Status: change.after.status, AbsentParty: change.after.absent_party ?? '', FileRef: stored.file_ref };
}
