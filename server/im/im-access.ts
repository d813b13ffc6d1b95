import { ErrorCode } from '../../src/domain/error-codes';
import { ConversationKind, ImMessages } from '../../src/domain/im';
import { ApiFailure } from '../http/envelope';
import { chatIdentity, type ChatIdentity } from './im-people';
import type { ImDeps } from './im-deps';
import { findConversation, findMember, type ConversationRow, type MemberRow } from './im.repository';

/** The signed-in user as a chat user, or 'Your account is not authorized to use IM chat'. */
export async function requireChatUser(deps: Pick<ImDeps, 'db'>, userId: number): Promise<ChatIdentity> {
  const identity = await chatIdentity(deps.db, userId);
  if (!identity?.enabled) throw new ApiFailure(ErrorCode.Forbidden, ImMessages.notAuthorized, 403);
  return identity;
}

/**
 * A conversation the user belongs to. Someone else's conversation is answered like a missing one;
 * a dissolved group with the group-dissolved text.
 */
export async function requireMembership(
  deps: Pick<ImDeps, 'db'>,
  conversationId: number,
  userId: number,
): Promise<{ conversation: ConversationRow; member: MemberRow }> {
  const conversation = await findConversation(deps.db, conversationId);
  const member = conversation ? await findMember(deps.db, conversationId, userId) : undefined;
  if (!conversation || !member) {
    if (conversation?.kind === ConversationKind.group) throw new ApiFailure(ErrorCode.NotFound, ImMessages.groupDissolved, 404);
    throw new ApiFailure(ErrorCode.NotFound, ImMessages.conversationNotFound, 404);
  }
  if (conversation.dissolved_at) throw new ApiFailure(ErrorCode.Failed, ImMessages.groupDissolved);
  return { conversation, member };
}

export function failed(message: string): ApiFailure {
  return new ApiFailure(ErrorCode.Failed, message);
}
