import type { Static } from '@sinclair/typebox';
import type { AssistanceBody, MistakeBody, MistakeSchema, StaffAnswerBody, StaffAssistanceSchema } from '../../src/domain/api/class-detail.schemas';
import {
  ASSISTANCE_TEXT_MAX,
  AssistanceStatus,
  CLASS_PROBLEMS,
  ClassDetailMessages,
  MISTAKE_TEXT_MAX,
  classProblemName,
  type AssistanceView,
  type ClassProblem,
} from '../../src/domain/class-detail';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { HubEvent } from '../../src/domain/realtime';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  findAssistance,
  insertAssistance,
  insertMistakeReport,
  listAssistanceByStatus,
  listClassAssistance,
  updateAssistance,
} from '../repositories/class-help.repository';
import { findLesson } from '../repositories/class-materials.repository';
import { insertMessage } from '../repositories/messages.repository';
import { announce, toMessageView, type MessageDeps } from './messages.service';
import { failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * Help during class: a mistake report on a material (ReportMistakeMaterial) for the material team,
 * and CS assistance (CSAssistance) that staff answer (/api/Staff/AnswerClassAssistance); the tutor
 * reads the state and reply (GetCSPloblemDetails) and gets a message when staff answer.
 */

export async function reportMistake(deps: ClassDetailDeps, tutorId: number, request: Static<typeof MistakeBody>): Promise<Static<typeof MistakeSchema>> {
  const lesson = await ownClass(deps.db, tutorId, request.CLID);
  const description = request.Description.trim();
  if (!description || description.length > MISTAKE_TEXT_MAX) throw failed(ClassDetailMessages.mistakeTextLength);
  const material = await findLesson(deps.db, request.SID);
  if (!material) throw failed(ClassDetailMessages.lessonNotInCourse);
  const row = await insertMistakeReport(deps.db, {
    class_id: lesson.id,
    tutor_id: tutorId,
    lesson_id: material.id,
    page: request.Page ?? 0,
    description,
    status: 'open',
    created_at: deps.clock.now().toISOString(),
  });
  return { Id: row.id, SID: material.id, SubjectName: material.name, Status: row.status, CreatedAt: row.created_at };
}

/** GetClassProblemIncludeChildren?classTool: the problems a tutor can report; every tool has the same list. */
export function classProblems(_classTool: number): ClassProblem[] {
  return CLASS_PROBLEMS.map((group) => ({ ...group, Children: [...group.Children] }));
}

type AssistanceRow = {
  id: number;
  class_id: number;
  problem_id: number;
  description: string;
  status: string;
  reply: string;
  created_at: string;
  answered_at: string | null;
};

function toView(row: AssistanceRow): AssistanceView {
  return {
    Id: row.id,
    CLID: row.class_id,
    ProblemId: row.problem_id,
    ProblemName: classProblemName(row.problem_id) ?? '',
    Description: row.description,
    Status: row.status,
    Reply: row.reply,
    CreatedAt: row.created_at,
    AnsweredAt: row.answered_at,
  };
}

export async function askAssistance(deps: ClassDetailDeps, tutorId: number, request: Static<typeof AssistanceBody>): Promise<AssistanceView> {
  const lesson = await ownClass(deps.db, tutorId, request.CLID);
  if (!classProblemName(request.ProblemId)) throw failed(ClassDetailMessages.unknownProblem);
  const description = (request.Description ?? '').trim();
  if (description.length > ASSISTANCE_TEXT_MAX) throw failed(ClassDetailMessages.assistanceTextLength);
  const row = await insertAssistance(deps.db, {
    class_id: lesson.id,
    tutor_id: tutorId,
    problem_id: request.ProblemId,
    description,
    status: AssistanceStatus.open,
    created_at: deps.clock.now().toISOString(),
  });
  return toView(row);
}

/** GetCSPloblemDetails?clid&type: the class's requests, newest first; type 0 is every group, else one problem group. */
export async function assistanceOfClass(deps: ClassDetailDeps, tutorId: number, classId: number, type: number): Promise<AssistanceView[]> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const rows = await listClassAssistance(deps.db, lesson.id);
  const group = CLASS_PROBLEMS.find((g) => g.Id === type);
  return rows.filter((row) => !group || group.Children.some((c) => c.Id === row.problem_id)).map(toView);
}

/** Staff's queue: open requests, oldest first. */
export async function openAssistance(deps: ClassDetailDeps, limit: number): Promise<Array<Static<typeof StaffAssistanceSchema>>> {
  const rows = await listAssistanceByStatus(deps.db, AssistanceStatus.open, limit);
  return rows.map((row) => ({ ...toView(row), Tuid: row.tutor_id }));
}

/** Staff answer a request (and may close it): audited, and the tutor gets a message. */
export async function answerAssistance(deps: ClassDetailDeps & MessageDeps, staffId: number, request: Static<typeof StaffAnswerBody>): Promise<AssistanceView> {
  const reply = request.Reply.trim();
  if (!reply || reply.length > ASSISTANCE_TEXT_MAX) throw failed(ClassDetailMessages.assistanceTextLength);
  const at = deps.clock.now().toISOString();
  const { row, message } = await deps.db.transaction().execute(async (trx) => {
    const before = await findAssistance(trx, request.Id);
    if (!before) throw new ApiFailure(ErrorCode.NotFound, ClassDetailMessages.assistanceNotFound, 404);
    const status = request.Close ? AssistanceStatus.closed : AssistanceStatus.answered;
    const after = await updateAssistance(trx, before.id, { status, reply, answered_by: staffId, answered_at: at });
    await appendAudit(trx, {
      actorId: staffId,
      action: 'answer_class_assistance',
      subjectType: 'class_assistance',
      subjectId: before.id,
      tutorId: before.tutor_id,
      before,
      after,
      at,
    });
    const note = await insertMessage(
      trx,
      {
        tutorId: before.tutor_id,
        kind: MessageKind.system,
        title: `Support answered your request for class ${before.class_id}`,
        content: reply,
        sentBy: staffId,
      },
      at,
    );
    return { row: after, message: note };
  });
  await announce(deps, row.tutor_id, HubEvent.systemMessages, toMessageView(message));
  return toView(row);
}
