import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { CallMessages, IM_CALL_INVITE_TIMEOUT_MS, deviceErrorText, type ImCallInvite } from '../domain/im';

export type CallRole = 'caller' | 'callee';

export interface CallContext {
  callId: number | null;
  conversationId: number;
  mediaType: number;
  peerName: string;
  role: CallRole | null;
  /** Why the call ended, or the device or network failure, as the user reads it. */
  notice: string;
}

export type CallEvent =
  | { type: 'call.start'; conversationId: number; mediaType: number; peerName: string }
  | { type: 'call.incoming'; invite: ImCallInvite }
  | { type: 'call.accept' }
  | { type: 'call.decline' }
  | { type: 'call.hangup' }
  | { type: 'call.close' }
  | { type: 'hub.callAccepted'; callId: number }
  | { type: 'hub.callDeclined'; callId: number; text: string }
  | { type: 'hub.callEnded'; callId: number; reason: string }
  | { type: 'hub.callSignal'; callId: number; payload: unknown }
  | { type: 'peer.connected' }
  | { type: 'peer.failed' };

export interface PeerInput {
  callId: number;
  role: CallRole;
  mediaType: number;
}

const deviceFailure = (error: unknown) =>
  deviceErrorText((error as { name?: unknown } | null)?.name === undefined ? '' : String((error as { name: unknown }).name));
const hubFailure = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message.replace(/^.*HubException: /, '') : CallMessages.networkFailure;
};

/**
 * An audio or video call of a direct chat (issue 19), signalled over the hub: the caller opens
 * the camera or microphone, invites and rings for at most 30 s; the callee's card rings for as
 * long, then accepts (opening its devices) or declines with a reject message. Connected, either
 * side hangs up. Device and network failures end the call with the spec's texts.
 */
export const callMachine = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
  },
  actors: {
    /** Opens the camera (video) and microphone; rejects with the browser's DOMException. */
    'open media': fromPromise<void, { mediaType: number }>(async () => {
      throw new Error("'open media' is not provided");
    }),
    invite: fromPromise<{ callId: number }, { conversationId: number; mediaType: number }>(async () => {
      throw new Error("'invite' is not provided");
    }),
    accept: fromPromise<void, { callId: number }>(async () => {
      throw new Error("'accept' is not provided");
    }),
    /** The WebRTC connection: offers (caller) or answers (callee) over the hub; reports connected or failed. */
    peer: fromCallback<CallEvent, PeerInput>(() => () => {}),
  },
  actions: {
    decline: (_, _params: { callId: number }) => {},
    hangUp: (_, _params: { callId: number; timedOut: boolean }) => {},
    releaseMedia: () => {},
  },
  delays: {
    inviteTimeout: IM_CALL_INVITE_TIMEOUT_MS,
  },
  guards: {
    isThisCall: ({ context }, callId: number) => callId === context.callId,
    hasCall: ({ context }) => context.callId !== null,
    // 'answered' tells the callee's other tabs; the tab that answered hears it too, before its answer completes.
    endsThisCall: ({ context, event }) => event.type === 'hub.callEnded' && event.callId === context.callId && event.reason !== 'answered',
  },
}).createMachine({
  id: 'call',
  context: { callId: null, conversationId: 0, mediaType: 0, peerName: '', role: null, notice: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'call.start': {
          target: 'outgoing',
          actions: assign(({ event }) => ({
            callId: null,
            conversationId: event.conversationId,
            mediaType: event.mediaType,
            peerName: event.peerName,
            role: 'caller' as const,
            notice: '',
          })),
        },
        'call.incoming': {
          target: 'incoming',
          actions: assign(({ event }) => ({
            callId: event.invite.callId,
            conversationId: event.invite.conversationId,
            mediaType: event.invite.mediaType,
            peerName: event.invite.from.nickname,
            role: 'callee' as const,
            notice: '',
          })),
        },
      },
    },
    outgoing: {
      initial: 'openingDevices',
      on: {
        'call.hangup': [
          { guard: 'hasCall', target: 'ended', actions: { type: 'hangUp', params: ({ context }) => ({ callId: context.callId ?? 0, timedOut: false }) } },
          { target: 'ended' },
        ],
      },
      states: {
        openingDevices: {
          invoke: {
            id: 'media',
            src: 'open media',
            input: ({ context }) => ({ mediaType: context.mediaType }),
            onDone: 'inviting',
            onError: { target: '#call.ended', actions: assign({ notice: ({ event }) => deviceFailure(event.error) }) },
          },
        },
        inviting: {
          invoke: {
            id: 'invite',
            src: 'invite',
            input: ({ context }) => ({ conversationId: context.conversationId, mediaType: context.mediaType }),
            onDone: { target: 'ringing', actions: assign({ callId: ({ event }) => event.output.callId }) },
            onError: { target: '#call.ended', actions: assign({ notice: ({ event }) => hubFailure(event.error) }) },
          },
        },
        ringing: {
          description: 'The invite rings on the other side for at most 30 s.',
          after: {
            inviteTimeout: {
              target: '#call.ended',
              actions: [
                { type: 'hangUp', params: ({ context }) => ({ callId: context.callId ?? 0, timedOut: true }) },
                assign({ notice: CallMessages.noAnswer }),
              ],
            },
          },
          on: {
            'hub.callAccepted': { guard: { type: 'isThisCall', params: ({ event }) => event.callId }, target: '#call.live' },
            'hub.callDeclined': {
              guard: { type: 'isThisCall', params: ({ event }) => event.callId },
              target: '#call.ended',
              actions: assign({ notice: ({ event }) => event.text || CallMessages.declined }),
            },
          },
        },
      },
    },
    incoming: {
      initial: 'ringing',
      states: {
        ringing: {
          after: { inviteTimeout: { target: '#call.idle' } },
          on: {
            // The caller gave up, or another tab of this user answered.
            'hub.callEnded': { guard: { type: 'isThisCall', params: ({ event }) => event.callId }, target: '#call.idle' },
            'call.accept': 'openingDevices',
            'call.decline': { target: '#call.idle', actions: { type: 'decline', params: ({ context }) => ({ callId: context.callId ?? 0 }) } },
          },
        },
        openingDevices: {
          invoke: {
            id: 'media',
            src: 'open media',
            input: ({ context }) => ({ mediaType: context.mediaType }),
            onDone: 'accepting',
            onError: {
              target: '#call.ended',
              actions: [
                assign({ notice: ({ event }) => deviceFailure(event.error) }),
                { type: 'decline', params: ({ context }) => ({ callId: context.callId ?? 0 }) },
              ],
            },
          },
        },
        accepting: {
          invoke: {
            id: 'accept',
            src: 'accept',
            input: ({ context }) => ({ callId: context.callId ?? 0 }),
            onDone: '#call.live',
            onError: { target: '#call.ended', actions: assign({ notice: ({ event }) => hubFailure(event.error) }) },
          },
        },
      },
    },
    live: {
      invoke: {
        id: 'peer',
        src: 'peer',
        input: ({ context }) => ({ callId: context.callId ?? 0, role: context.role ?? 'caller', mediaType: context.mediaType }),
      },
      initial: 'connecting',
      on: {
        'hub.callSignal': { guard: { type: 'isThisCall', params: ({ event }) => event.callId }, actions: sendTo('peer', ({ event }) => event) },
        'call.hangup': { target: 'ended', actions: { type: 'hangUp', params: ({ context }) => ({ callId: context.callId ?? 0, timedOut: false }) } },
        'hub.callEnded': { guard: 'endsThisCall', target: 'ended', actions: assign({ notice: CallMessages.ended }) },
        'peer.failed': {
          target: 'ended',
          actions: [
            assign({ notice: CallMessages.networkFailure }),
            { type: 'hangUp', params: ({ context }) => ({ callId: context.callId ?? 0, timedOut: false }) },
          ],
        },
      },
      states: {
        connecting: { on: { 'peer.connected': 'connected' } },
        connected: {},
      },
    },
    ended: {
      entry: 'releaseMedia',
      on: { 'call.close': { target: 'idle', actions: assign({ callId: null, role: null, notice: '' }) } },
    },
  },
});
