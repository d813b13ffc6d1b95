import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { ApiFailure } from '../http/envelope';
import { sendMessageToTutors, type MessageDeps } from '../services/messages.service';
import { StaffMessageType } from '../../src/domain/api/staff.schemas';
import { SKYPE_DIALOG_TYPE } from '../../src/domain/skype';
import { listActiveTutorIds } from '../repositories/staff-messages.repository';
import { insertDialogPrompts } from '../repositories/widgets.repository';

export interface StaffMessage {
  tuid?: number;
  type: (typeof StaffMessageType)[keyof typeof StaffMessageType];
  title: string;
  content: string;
  /** Also open the Skype dialog for the recipients (a dialog-list item of Type 1). */
  askSkypeId?: boolean;
}

/** Stores a staff member's notice or system message for one tutor or every active tutor, and pushes it. */
export async function sendStaffMessage(deps: MessageDeps, staffId: number, message: StaffMessage): Promise<number> {
  const tutorIds = await listActiveTutorIds(deps.db, message.tuid);
  if (message.tuid !== undefined && tutorIds.length === 0) throw new ApiFailure(ErrorCode.NotFound, Messages.staffTutorNotFound, 404);
  const isNotice = message.type === StaffMessageType.notice;
  if (message.askSkypeId) {
    // Stored before the message is pushed, so a page reacting to the message finds the prompt.
    const createdAt = deps.clock.now().toISOString();
    await insertDialogPrompts(
      deps.db,
      tutorIds.map((userId) => ({ userId, type: SKYPE_DIALOG_TYPE, createdBy: staffId, createdAt })),
    );
  }
  return sendMessageToTutors(deps, tutorIds, {
    kind: isNotice ? MessageKind.classNotice : MessageKind.system,
    title: message.title.trim(),
    content: message.content.trim(),
    remind: !isNotice,
    sentBy: staffId,
  });
}
