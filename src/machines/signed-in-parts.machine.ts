import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import {
  MAX_PENDING_COMMANDS,
  type MessageDialogsRef,
  type RealtimeRef,
  type SignedInPartsCommand,
  type SignedInPartsContext,
  type SignedInPartsEvent,
  type SignedInPartsLogic,
} from './signed-in-parts.types';

type RealtimeCommand = Extract<SignedInPartsCommand, { type: 'realtime.start' | 'realtime.stop' | 'messages.changed' }>;
const isRealtimeCommand = (command: SignedInPartsCommand): command is RealtimeCommand =>
  command.type === 'realtime.start' || command.type === 'realtime.stop' || command.type === 'messages.changed';

/** Until the parts exist, commands wait; a stop drops what it stops. */
const untilLoaded = {
  'realtime.stop': { actions: 'dropPendingRealtime' },
  'messages.changed': { actions: 'keepPending' },
  'dialog.open': { actions: 'keepPending' },
  'dialog.closed': { actions: 'keepPending' },
  'dialogs.closeAll': { actions: 'dropPendingDialogs' },
} as const;

/**
 * The parts only a signed-in tutor needs: realtime and the message dialogs (issue 5). Their code
 * is a chunk of its own, loaded when realtime first starts, so the sign-in page does not carry it
 * (issue 9: at most 120 KB of gzip JavaScript on /login).
 *
 * The session forwards commands here; until the chunk has loaded they wait, in order. Once loaded,
 * the two parts are spawned as its children `realtime` and `messageDialogs` (kept in its context for
 * the views: see use-signed-in-parts), the waiting commands are delivered, and events between them are routed here: realtime opens a
 * dialog, a dialog that changed something refreshes realtime's counters. What they ask of the
 * session (counters, failed calls, a revoked token, an upload) goes up as it is.
 */
export const signedInPartsMachine = setup({
  types: {
    context: {} as SignedInPartsContext,
    events: {} as SignedInPartsEvent,
  },
  actors: {
    loadParts: fromPromise<SignedInPartsLogic>(async () => {
      throw new Error('loadParts not provided');
    }),
  },
  actions: {
    keepPending: assign(({ context, event }) => ({
      pending: [...context.pending, event as SignedInPartsCommand].slice(-MAX_PENDING_COMMANDS),
    })),
    /** Realtime stopped before it ran: a waiting start (and what it would have refreshed) is dropped. */
    dropPendingRealtime: assign(({ context }) => ({ pending: context.pending.filter((command) => !isRealtimeCommand(command)) })),
    /** The dialogs closed before they opened: the waiting dialog events are dropped. */
    dropPendingDialogs: assign(({ context }) => ({ pending: context.pending.filter(isRealtimeCommand) })),
    spawnParts: assign(({ spawn }, logic: SignedInPartsLogic) => {
      // Typed spawn knows only the logic named in setup; this logic arrives with the chunk.
      // No systemId: a model's traversal spawns them again and again in one system, where a systemId may exist once.
      const spawnLoaded = spawn as unknown as (logic: AnyActorLogic, options: { id: string }) => AnyActorRef;
      return {
        realtime: spawnLoaded(logic.realtime, { id: 'realtime' }) as RealtimeRef,
        messageDialogs: spawnLoaded(logic.messageDialogs, { id: 'messageDialogs' }) as MessageDialogsRef,
      };
    }),
    /** Raised in order, after the parts exist: each is routed as if it had just arrived. */
    deliverPending: enqueueActions(({ context, enqueue }) => {
      for (const command of context.pending) enqueue.raise(command);
      enqueue.assign({ pending: [] });
    }),
    toRealtime: sendTo('realtime', ({ event }) => event),
    toMessageDialogs: sendTo('messageDialogs', ({ event }) => event),
    toSession: sendParent(({ event }) => event),
    logLoadFailure: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'signedInParts',
  context: { pending: [], realtime: null, messageDialogs: null },
  initial: 'waiting',
  on: {
    'counters.updated': { actions: 'toSession' },
    'api.failed': { actions: 'toSession' },
    'session.revoked': { actions: 'toSession' },
    'upload.start': { actions: 'toSession' },
  },
  states: {
    waiting: {
      description: 'Nobody has signed in in this page yet: the chunk is not loaded.',
      on: {
        'realtime.start': { target: 'loading', actions: 'keepPending' },
        ...untilLoaded,
      },
    },
    loading: {
      invoke: {
        id: 'loadParts',
        src: 'loadParts',
        onDone: {
          target: 'ready',
          actions: [{ type: 'spawnParts', params: ({ event }) => event.output }, 'deliverPending'],
        },
        onError: { target: 'failed', actions: { type: 'logLoadFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: {
        'realtime.start': { actions: 'keepPending' },
        ...untilLoaded,
      },
    },
    failed: {
      description: "The chunk did not load (a deploy replaced it, or the network failed): pages work without realtime. The next sign-in's start tries again.",
      entry: assign({ pending: [] }),
      on: {
        'realtime.start': { target: 'loading', actions: 'keepPending' },
      },
    },
    ready: {
      on: {
        'realtime.start': { actions: 'toRealtime' },
        'realtime.stop': { actions: 'toRealtime' },
        'messages.changed': { actions: 'toRealtime' },
        'dialog.open': { actions: 'toMessageDialogs' },
        'dialog.closed': { actions: 'toMessageDialogs' },
        'dialogs.closeAll': { actions: 'toMessageDialogs' },
      },
    },
  },
});

export type SignedInPartsMachine = typeof signedInPartsMachine;
