import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind, NoticeStatus } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { ApiFailure } from '../http/envelope';
import { markNoticeAnswered } from '../repositories/class-notices.repository';
import { findMessage, type MessageRow } from '../repositories/messages.repository';
import { readMessages, type MessageDeps } from './messages.service';

/** One of the tutor's messages of `kind`, or a not-found failure (another tutor's id reads the same). */
export async function ownMessageOfKind(deps: Pick<MessageDeps, 'db'>, tutorId: number, mid: number, kinds: readonly string[]): Promise<MessageRow> {
  const row = await findMessage(deps.db, tutorId, mid);
  if (!row || !kinds.includes(row.kind)) throw new ApiFailure(ErrorCode.NotFound, Messages.messageNotFound, 404);
  return row;
}

/**
 * Read and Accept, or Refuse with a reason (trimmed, at least one character). A notice is answered
 * once: answering it the same way again is harmless, the other way is refused.
 */
export async function answerClassNotice(
  deps: MessageDeps,
  tutorId: number,
  mid: number,
  answer: { accept: true } | { accept: false; reason: string | undefined },
): Promise<void> {
  const reason = answer.accept ? null : (answer.reason ?? '').trim();
  if (reason === '') throw new ApiFailure(ErrorCode.Failed, Messages.refuseReasonRequired, 400);
  const row = await ownMessageOfKind(deps, tutorId, mid, [MessageKind.classNotice]);
  const status = answer.accept ? NoticeStatus.accepted : NoticeStatus.refused;
  if (row.notice_status === status) return;
  if (row.notice_status !== NoticeStatus.pending) throw new ApiFailure(ErrorCode.Failed, Messages.noticeAlreadyAnswered, 400);
  const updated = await markNoticeAnswered(deps.db, tutorId, row.id, {
    notice_status: status,
    refuse_reason: reason,
    answered_at: deps.clock.now().toISOString(),
  });
  if (updated === 0) throw new ApiFailure(ErrorCode.Failed, Messages.noticeAlreadyAnswered, 400);
  await readMessages(deps, tutorId, [row.id]);
}

/** Marks one of the tutor's messages of `kind` read (ReadClassMsg, ReadSysMsg). */
export async function readMessageOfKind(deps: MessageDeps, tutorId: number, mid: number, kind: string): Promise<void> {
  const row = await ownMessageOfKind(deps, tutorId, mid, [kind]);
  await readMessages(deps, tutorId, [row.id]);
}
