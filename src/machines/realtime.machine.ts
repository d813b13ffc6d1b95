import { assign, enqueueActions, fromCallback, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { HubEvent, REALTIME_MAX_RETRIES, REALTIME_MONITOR_MS, REALTIME_POLL_MS, REALTIME_RETRY_DELAY_MS } from '../domain/realtime';
import { callCardEffectOf } from '../domain/call-card';
import { remindOf } from '../domain/layout-reminds';
import type { MessageDialogRequest } from './message-dialogs.types';
import { interpretHubEvent } from './realtime-events';
import type { HubCommand, HubConnectionInput, RealtimeContext, RealtimeEmitted, RealtimeEvent, RelayedMessage, TabsCommand } from './realtime.types';
import type { MessageCounters } from './session.types';

const sameCounters = (a: MessageCounters | null, b: MessageCounters) =>
  a !== null && a.unread === b.unread && a.home === b.home && a.notice === b.notice && a.warn === b.warn && a.remind === b.remind;

/**
 * A named action of this machine with its params, for enqueueActions (the action map is not typed
 * yet inside the setup that defines it).
 */
const named = (type: 'reportCounters' | 'openDialog' | 'closeDialog', params: unknown) => ({ type, params }) as never;

/**
 * The realtime connection (shell.md §4 "Realtime connection", §9). The session runs it all along
 * and starts it (`realtime.start`) once the tutor is in, stops it (`realtime.stop`) when they leave:
 *
 * - With realtime enabled, this tab claims the browser's one connection (tab coordination), opens
 *   the hub and sends JoinUser with the teacher id. A failed or dropped connection is retried after
 *   5 s, up to 10 times; the 60 s monitor checks the connection and starts a new round after the
 *   last retry. Another tab's claim closes it here: this tab then follows, receiving the events the
 *   holder relays, and takes over when the holder unloads (or stops beating). Page unload closes it.
 * - With realtime disabled, the counters are polled every 60 s and the lists refresh on a change.
 *
 * Every event refreshes its list (emitted `messages.changed` for the pages), the counters go to the
 * session (`counters.updated`), and some open dialogs (`dialog.open`).
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    emitted: {} as RealtimeEmitted,
  },
  actors: {
    'hub connection': fromCallback<HubCommand, HubConnectionInput>(() => () => {}),
    'tab coordination': fromCallback<TabsCommand>(() => () => {}),
    'load counters': fromPromise<MessageCounters>(async () => {
      throw new Error("'load counters' is not provided");
    }),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isThisTab: (_, params: { isSelf: boolean }) => params.isSelf,
    isOtherTab: (_, params: { isSelf: boolean }) => !params.isSelf,
    canRetry: ({ context }) => context.retries < REALTIME_MAX_RETRIES,
    isUnauthorized: (_, params: { unauthorized: boolean }) => params.unauthorized,
    isRevoked: (_, params: { revoked?: boolean }) => params.revoked === true,
  },
  actions: {
    claim: sendTo('tabs', { type: 'tabs.claim' } satisfies TabsCommand),
    claimIfFree: sendTo('tabs', { type: 'tabs.claimIfFree' } satisfies TabsCommand),
    claimIfStale: sendTo('tabs', { type: 'tabs.claimIfStale' } satisfies TabsCommand),
    heartbeat: sendTo('tabs', { type: 'tabs.heartbeat' } satisfies TabsCommand),
    relay: sendTo('tabs', (_, message: RelayedMessage) => ({ type: 'tabs.relay' as const, message }) satisfies TabsCommand),
    checkConnection: sendTo('hub', { type: 'hub.check' } satisfies HubCommand),
    begin: assign((_, start: Extract<RealtimeEvent, { type: 'realtime.start' }>) => ({
      teacherId: start.teacherId,
      enabled: start.enabled,
      hubUrl: start.hubUrl,
      retries: 0,
      counters: null,
    })),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    /** What a hub event (received, or relayed by the tab holding the connection) means here. */
    applyHubEvent: enqueueActions(({ enqueue }, params: { name: string; payload: unknown; ringing: boolean }) => {
      const effect = interpretHubEvent(params.name, params.payload);
      if (effect.counters) {
        const counters = effect.counters;
        enqueue.assign({ counters });
        enqueue(named('reportCounters', counters));
      }
      if (effect.changed !== undefined) enqueue.emit({ type: 'messages.changed', category: effect.changed });
      // An open class table reloads when one of the tutor's classes was booked or changed.
      if (params.name === HubEvent.classChanged) enqueue.emit({ type: 'classes.changed' });
      // An open service fee page reloads when the payment account changed or a payment was recorded.
      if (params.name === HubEvent.paypalModified || params.name === HubEvent.payChanged) enqueue.emit({ type: 'serviceFee.changed' });
      // The Feedback dot is asked again when staff replied to a feedback.
      if (params.name === HubEvent.feedbackReplied) enqueue.emit({ type: 'feedback.replied' });
      // The remark, auto-cancel and self-schedule reminders: the layout shows a toast with a link.
      const remind = remindOf(params.name, params.payload);
      if (remind) enqueue.emit({ type: 'remind.arrived', remind });
      // A chat call ringing (or no longer) while the chat page is not open: the layout's call card.
      const call = callCardEffectOf(params.name, params.payload);
      if (call) enqueue.emit(call);
      if (effect.dialog) {
        const dialog = effect.dialog.kind === 'classRequest' ? { ...effect.dialog, sound: params.ringing } : effect.dialog;
        enqueue(named('openDialog', dialog));
      }
    }),
    /** Another tab answered or read messages: lists refresh here, and its dialog closes here too. */
    applyOtherTabChange: enqueueActions(({ enqueue }, params: { dialogId: string | null }) => {
      enqueue.emit({ type: 'messages.changed', category: null });
      if (params.dialogId) enqueue(named('closeDialog', params.dialogId));
    }),
    /** This tab's dialog changed messages: its lists refresh (a page refreshed itself already). */
    emitLocalChange: enqueueActions(({ enqueue }, from: 'page' | 'dialog') => {
      if (from === 'dialog') enqueue.emit({ type: 'messages.changed', category: null });
    }),
    keepPolledCounters: enqueueActions(({ context, enqueue }, counters: MessageCounters) => {
      if (sameCounters(context.counters, counters)) return;
      // The first poll only learns the counters; later changes mean new or read messages.
      if (context.counters !== null) enqueue.emit({ type: 'messages.changed', category: null });
      enqueue.assign({ counters });
      enqueue(named('reportCounters', counters));
    }),
    // What the session hears (named so that tests can record them).
    reportCounters: sendParent((_, counters: MessageCounters) => ({ type: 'counters.updated', counters })),
    openDialog: sendParent((_, dialog: MessageDialogRequest) => ({ type: 'dialog.open', dialog })),
    closeDialog: sendParent((_, id: string) => ({ type: 'dialog.closed', id, changed: false })),
    reportUnauthorized: sendParent((_, error: unknown) => ({ type: 'api.failed', error })),
    /** The token was revoked while the page is open: the session locks the page (a Refresh dialog). */
    reportRevoked: sendParent({ type: 'session.revoked' }),
    logConnectionFailure: (_, _params: { error: unknown; retries: number }) => {},
    logPollFailure: (_, _error: unknown) => {},
  },
  delays: {
    retryDelay: REALTIME_RETRY_DELAY_MS,
    monitorInterval: REALTIME_MONITOR_MS,
    pollInterval: REALTIME_POLL_MS,
  },
}).createMachine({
  id: 'realtime',
  context: { teacherId: 0, enabled: false, hubUrl: '', retries: 0, counters: null },
  initial: 'idle',
  on: {
    'realtime.start': { target: '.starting', reenter: true, actions: { type: 'begin', params: ({ event }) => event } },
    'realtime.stop': '.idle',
  },
  states: {
    idle: {
      description: 'Nobody is signed in (the session runs this actor all along and starts it with the tutor).',
    },
    starting: {
      always: [{ guard: 'isEnabled', target: 'live' }, { target: 'polling' }],
    },
    polling: {
      description: 'Realtime disabled: the counters every 60 s; a change refreshes the lists.',
      initial: 'loading',
      on: { 'messages.changed': { target: '.loading', actions: { type: 'emitLocalChange', params: ({ event }) => event.from } } },
      states: {
        loading: {
          invoke: {
            id: 'loadCounters',
            src: 'load counters',
            onDone: { target: 'waiting', actions: { type: 'keepPolledCounters', params: ({ event }) => event.output } },
            onError: { target: 'waiting', actions: { type: 'logPollFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        waiting: {
          after: { pollInterval: 'loading' },
        },
      },
    },
    live: {
      invoke: { id: 'tabs', src: 'tab coordination' },
      initial: 'leading',
      on: {
        'page.unload': 'closed',
        'messages.changed': {
          actions: [
            { type: 'emitLocalChange', params: ({ event }) => event.from },
            { type: 'relay', params: ({ event }) => ({ kind: 'changed' as const, dialogId: event.dialogId ?? null }) },
          ],
        },
        'tabs.relayed': {
          guard: ({ event }) => event.message.kind === 'changed',
          actions: {
            type: 'applyOtherTabChange',
            params: ({ event }) => ({ dialogId: event.message.kind === 'changed' ? event.message.dialogId : null }),
          },
        },
      },
      states: {
        leading: {
          description: 'This tab holds the connection (the newest tab claims it).',
          entry: 'claim',
          on: {
            'tabs.leader': { guard: { type: 'isOtherTab', params: ({ event }) => event }, target: 'following' },
          },
          initial: 'online',
          states: {
            online: {
              entry: 'heartbeat',
              invoke: {
                id: 'hub',
                src: 'hub connection',
                input: ({ context }) => ({ teacherId: context.teacherId, hubUrl: context.hubUrl }),
              },
              on: {
                'hub.event': {
                  actions: [
                    { type: 'applyHubEvent', params: ({ event }) => ({ name: event.name, payload: event.payload, ringing: true }) },
                    { type: 'relay', params: ({ event }) => ({ kind: 'hub' as const, name: event.name, payload: event.payload }) },
                  ],
                },
                'hub.closed': [
                  { guard: { type: 'isRevoked', params: ({ event }) => event }, target: 'offline', actions: 'reportRevoked' },
                  {
                    guard: { type: 'isUnauthorized', params: ({ event }) => event },
                    target: 'offline',
                    actions: { type: 'reportUnauthorized', params: ({ event }: { event: { error: unknown } }) => event.error },
                  },
                  {
                    guard: 'canRetry',
                    target: 'retrying',
                    actions: [
                      { type: 'logConnectionFailure', params: ({ context, event }) => ({ error: event.error, retries: context.retries }) },
                      'countRetry',
                    ],
                  },
                  {
                    target: 'offline',
                    actions: { type: 'logConnectionFailure', params: ({ context, event }) => ({ error: event.error, retries: context.retries }) },
                  },
                ],
              },
              initial: 'connecting',
              states: {
                connecting: {
                  on: { 'hub.connected': { target: 'connected', actions: 'resetRetries' } },
                },
                connected: {
                  description: 'Checked every 60 s; the check also renews this tab claim.',
                  after: { monitorInterval: { target: 'connected', reenter: true, actions: ['checkConnection', 'heartbeat'] } },
                },
              },
            },
            retrying: {
              after: { retryDelay: 'online' },
            },
            offline: {
              description: 'The retries are spent (or the token was refused): the monitor starts a new round.',
              after: { monitorInterval: { target: 'online', actions: 'resetRetries' } },
            },
          },
        },
        following: {
          description: 'Another tab holds the connection and relays its events here.',
          on: {
            'tabs.leader': { guard: { type: 'isThisTab', params: ({ event }) => event }, target: 'leading' },
            'tabs.released': { actions: 'claimIfFree' },
            'tabs.relayed': {
              guard: ({ event }) => event.message.kind === 'hub',
              actions: {
                type: 'applyHubEvent',
                params: ({ event }) =>
                  event.message.kind === 'hub'
                    ? { name: event.message.name, payload: event.message.payload, ringing: false }
                    : { name: '', payload: null, ringing: false },
              },
            },
          },
          after: { monitorInterval: { target: 'following', reenter: true, actions: 'claimIfStale' } },
        },
      },
    },
    closed: {
      description: 'The page unloaded: no connection. A page restored from the back-forward cache starts again.',
      on: { 'page.restored': { target: 'live', actions: 'resetRetries' } },
    },
  },
});

export type RealtimeMachine = typeof realtimeMachine;
