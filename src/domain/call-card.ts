import { ImHubEvent, isAudioCall, type ImCallInvite } from './im';

/**
 * The layout's incoming call card (growth-account.md §4 "Incoming call card"): a chat call rings
 * while the tutor is on any page but the chat (which has its own card). Accept opens a 500x500
 * call window on the chat, which answers the call; when the tutor is not signed in to messaging
 * there (the desktop client opens windows in the system browser, which holds no session) a
 * temporary sign-in link is fetched first. Decline sends a reject message, audio for media type 1
 * and video otherwise, and hides the card.
 */
export const CALL_WINDOW_FEATURES = 'width=500,height=500';
export const CALL_WINDOW_NAME = 'tutor-portal-call';

/** The chat page answering a call: `/im?answer=<callId>` (src/views/pages/im/use-answer-from-link.ts). */
export function callWindowPath(callId: number): string {
  return `/im?answer=${callId}`;
}

/** The reject message the card sends, naming the call's media (type 1 audio, any other video). */
export function rejectNoteOf(mediaType: number): string {
  return `Sorry, I can't take ${isAudioCall(mediaType) ? 'an audio' : 'a video'} call right now.`;
}

export const CallCardTexts = {
  region: 'Incoming call',
  audio: 'Audio call',
  video: 'Video call',
  calling: (name: string) => `${name} is calling you`,
  accept: 'Accept',
  decline: 'Decline',
} as const;

/** What a hub event means for the card: a call ringing, a call no longer ringing, or nothing. */
export type CallCardHubEffect = { type: 'call.incoming'; invite: ImCallInvite } | { type: 'call.ended'; callId: number } | null;

export function callCardEffectOf(eventName: string, payload: unknown): CallCardHubEffect {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Record<string, unknown>;
  if (typeof value.callId !== 'number') return null;
  if (eventName === ImHubEvent.callIncoming) {
    const from = value.from as Record<string, unknown> | null;
    if (typeof value.conversationId !== 'number' || typeof value.mediaType !== 'number' || typeof from?.nickname !== 'string') return null;
    return { type: 'call.incoming', invite: value as unknown as ImCallInvite };
  }
  if (eventName === ImHubEvent.callEnded || eventName === ImHubEvent.callDeclined) return { type: 'call.ended', callId: value.callId };
  return null;
}

/** The IM events the session's connection listens to for the card. */
export const CALL_CARD_HUB_EVENTS: readonly string[] = [ImHubEvent.callIncoming, ImHubEvent.callEnded];
