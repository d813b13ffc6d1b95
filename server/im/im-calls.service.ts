import {
  ConversationKind,
  IM_CALL_INVITE_TIMEOUT_MS,
  IM_TEXT_LIMITS,
  ImHubEvent,
  ImMessageKind,
  ImMessages,
  isAudioCall,
  type IceServer,
  type ImCallInvite,
} from '../../src/domain/im';
import type { Config } from '../config';
import { failed, requireChatUser, requireMembership } from './im-access';
import {
  findCallById,
  findLatestCallToInState,
  insertCall,
  listCallsOfUserInStates,
  markCallAnswered,
  markCallEnded,
  type CallRow,
} from './im-calls.repository';
import type { ImDeps } from './im-deps';
import { postSystemMessage } from './im-messages.service';
import { toPerson } from './im-people';
import { memberIds } from './im.repository';

export const CallState = {
  ringing: 'ringing',
  connected: 'connected',
  declined: 'declined',
  missed: 'missed',
  cancelled: 'cancelled',
  ended: 'ended',
} as const;

/** The STUN and TURN servers calls use, from configuration. */
export function iceServersOf(config: Pick<Config, 'im'>): IceServer[] {
  const servers: IceServer[] = [];
  if (config.im.stunUrls.length > 0) servers.push({ urls: config.im.stunUrls });
  if (config.im.turnUrls.length > 0) servers.push({ urls: config.im.turnUrls, username: config.im.turnUsername, credential: config.im.turnCredential });
  return servers;
}

const mediaWord = (mediaType: number) => (isAudioCall(mediaType) ? 'audio' : 'video');
const isRingingExpired = (call: CallRow, now: number) => now - Date.parse(call.created_at) > IM_CALL_INVITE_TIMEOUT_MS;

async function findCall(deps: ImDeps, callId: number, userId: number): Promise<CallRow> {
  const call = await findCallById(deps.db, callId);
  if (!call || (call.caller_id !== userId && call.callee_id !== userId)) throw failed(ImMessages.callUnavailable);
  return call;
}

async function finish(deps: ImDeps, call: CallRow, state: string): Promise<void> {
  await markCallEnded(deps.db, call.id, state, deps.clock.now().toISOString());
}

/** Whether a user is in a call now (a ringing invite within its 30 s, or a connected call). */
async function isBusy(deps: ImDeps, userId: number): Promise<boolean> {
  const now = deps.clock.now().getTime();
  const calls = await listCallsOfUserInStates(deps.db, userId, [CallState.ringing, CallState.connected]);
  return calls.some((call) => call.state === CallState.connected || !isRingingExpired(call, now));
}

/** Rings the other person of a direct chat; answers the call's id. */
export async function inviteCall(deps: ImDeps, userId: number, conversationId: number, mediaType: number): Promise<{ callId: number }> {
  const me = await requireChatUser(deps, userId);
  const { conversation } = await requireMembership(deps, conversationId, userId);
  if (conversation.kind !== ConversationKind.direct) throw failed(ImMessages.callOnlyDirect);
  const peerId = (await memberIds(deps.db, conversationId)).find((id) => id !== userId);
  if (peerId === undefined) throw failed(ImMessages.callUnavailable);
  if ((await isBusy(deps, peerId)) || (await isBusy(deps, userId))) throw failed(ImMessages.callBusy);
  const call = await insertCall(deps.db, {
    conversation_id: conversationId,
    caller_id: userId,
    callee_id: peerId,
    media_type: mediaType,
    state: CallState.ringing,
    created_at: deps.clock.now().toISOString(),
    answered_at: null,
    ended_at: null,
  });
  const invite: ImCallInvite = { callId: call.id, conversationId, mediaType, from: toPerson(me) };
  await deps.notifier.toUser(peerId, ImHubEvent.callIncoming, [invite]);
  return { callId: call.id };
}

/**
 * The invite still ringing for a user, if any: the chat asks after each (re)connect, so a tutor
 * who opens the chat while being called, or whose connection dropped, still sees the call.
 */
export async function ringingInviteFor(deps: ImDeps, userId: number): Promise<ImCallInvite | null> {
  const now = deps.clock.now().getTime();
  const call = await findLatestCallToInState(deps.db, userId, CallState.ringing);
  if (!call || isRingingExpired(call, now)) return null;
  const caller = await requireChatUser(deps, call.caller_id);
  return { callId: call.id, conversationId: call.conversation_id, mediaType: call.media_type, from: toPerson(caller) };
}

/** Answers a ringing invite within its 30 s; a late answer finds it missed. */
export async function acceptCall(deps: ImDeps, userId: number, callId: number): Promise<void> {
  const call = await findCall(deps, callId, userId);
  if (call.callee_id !== userId || call.state !== CallState.ringing) throw failed(ImMessages.callUnavailable);
  if (isRingingExpired(call, deps.clock.now().getTime())) {
    await finish(deps, call, CallState.missed);
    throw failed(ImMessages.callUnavailable);
  }
  await markCallAnswered(deps.db, callId, CallState.connected, deps.clock.now().toISOString());
  await deps.notifier.toUser(call.caller_id, ImHubEvent.callAccepted, [{ callId }]);
  // The callee's other tabs stop ringing.
  await deps.notifier.toUser(call.callee_id, ImHubEvent.callEnded, [{ callId, reason: 'answered' }]);
}

/** Declines an invite: the caller hears why (a reject message naming audio or video), the chat keeps a note. */
export async function declineCall(deps: ImDeps, userId: number, callId: number, note: string): Promise<void> {
  const call = await findCall(deps, callId, userId);
  if (call.callee_id !== userId || call.state !== CallState.ringing) throw failed(ImMessages.callUnavailable);
  const reason = [...note.trim()].slice(0, IM_TEXT_LIMITS.declineNote).join('');
  await finish(deps, call, CallState.declined);
  const text = `Declined ${mediaWord(call.media_type)} call${reason ? `: ${reason}` : ''}`;
  await deps.notifier.toUser(call.caller_id, ImHubEvent.callDeclined, [{ callId, mediaType: call.media_type, text }]);
  await postSystemMessage(deps, call.conversation_id, ImMessageKind.call, text, userId);
}

/** Ends a call: a ringing invite is cancelled (or missed, at its timeout), a connected call ended. */
export async function hangUpCall(deps: ImDeps, userId: number, callId: number, timedOut: boolean): Promise<void> {
  const call = await findCall(deps, callId, userId);
  if (call.state !== CallState.ringing && call.state !== CallState.connected) return;
  const wasRinging = call.state === CallState.ringing;
  const state = wasRinging ? (timedOut ? CallState.missed : CallState.cancelled) : CallState.ended;
  await finish(deps, call, state);
  const otherId = call.caller_id === userId ? call.callee_id : call.caller_id;
  await deps.notifier.toUser(otherId, ImHubEvent.callEnded, [{ callId, reason: state }]);
  const word = mediaWord(call.media_type);
  const seconds = wasRinging || !call.answered_at ? 0 : Math.round((deps.clock.now().getTime() - Date.parse(call.answered_at)) / 1000);
  const text = wasRinging ? `Missed ${word} call` : `${word[0]?.toUpperCase()}${word.slice(1)} call ended, ${formatDuration(seconds)}`;
  await postSystemMessage(deps, call.conversation_id, ImMessageKind.call, text, call.caller_id);
}

/** Passes an offer, answer or ICE candidate to the other person of a live call. */
export async function relaySignal(deps: ImDeps, userId: number, callId: number, payload: unknown): Promise<void> {
  const call = await findCall(deps, callId, userId);
  if (call.state !== CallState.ringing && call.state !== CallState.connected) throw failed(ImMessages.callUnavailable);
  const otherId = call.caller_id === userId ? call.callee_id : call.caller_id;
  await deps.notifier.toUser(otherId, ImHubEvent.callSignal, [{ callId, payload }]);
}

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
