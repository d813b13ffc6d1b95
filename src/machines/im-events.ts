import { ImHubEvent, type ImCallInvite, type ImMessage } from '../domain/im';
import type { CallEvent } from './call.machine';
import type { ConversationEvent } from './im-conversation.machine';

/** What one chat hub event means for the page: a conversation event, a call event, or a list change. */
export interface ImHubEffect {
  conversation: ConversationEvent | null;
  call: CallEvent | null;
  /** A conversation whose membership or texts changed (the list is read again). */
  changed: { conversationId: number; dissolved: boolean } | null;
}

const NONE: ImHubEffect = { conversation: null, call: null, changed: null };
const record = (payload: unknown): Record<string, unknown> | null =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
const asMessage = (payload: unknown): ImMessage | null => {
  const value = record(payload);
  return value && typeof value.id === 'number' && typeof value.conversationId === 'number' ? (value as unknown as ImMessage) : null;
};

/** Reads a chat hub event; payloads that are not what the server sends are ignored. */
export function interpretImHubEvent(name: string, payload: unknown): ImHubEffect {
  const value = record(payload);
  const callId = typeof value?.callId === 'number' ? value.callId : null;
  switch (name) {
    case ImHubEvent.message: {
      const message = asMessage(payload);
      return message ? { ...NONE, conversation: { type: 'hub.message', message } } : NONE;
    }
    case ImHubEvent.retracted: {
      const message = asMessage(payload);
      return message ? { ...NONE, conversation: { type: 'hub.retracted', message } } : NONE;
    }
    case ImHubEvent.read:
      return value && typeof value.conversationId === 'number' && typeof value.userId === 'number' && typeof value.readId === 'number'
        ? { ...NONE, conversation: { type: 'hub.read', conversationId: value.conversationId, userId: value.userId, readId: value.readId } }
        : NONE;
    case ImHubEvent.conversation:
      return value && typeof value.conversationId === 'number'
        ? { ...NONE, changed: { conversationId: value.conversationId, dissolved: value.dissolved === true } }
        : NONE;
    case ImHubEvent.callIncoming:
      return callId !== null && typeof value?.from === 'object' ? { ...NONE, call: { type: 'call.incoming', invite: value as unknown as ImCallInvite } } : NONE;
    case ImHubEvent.callAccepted:
      return callId !== null ? { ...NONE, call: { type: 'hub.callAccepted', callId } } : NONE;
    case ImHubEvent.callDeclined:
      return callId !== null ? { ...NONE, call: { type: 'hub.callDeclined', callId, text: typeof value?.text === 'string' ? value.text : '' } } : NONE;
    case ImHubEvent.callEnded:
      return callId !== null ? { ...NONE, call: { type: 'hub.callEnded', callId, reason: typeof value?.reason === 'string' ? value.reason : '' } } : NONE;
    case ImHubEvent.callSignal:
      return callId !== null ? { ...NONE, call: { type: 'hub.callSignal', callId, payload: value?.payload } } : NONE;
    default:
      return NONE;
  }
}
