import { assign, emit, fromPromise, setup } from 'xstate';
import { staffAccountDraftError, type NewStaffAccount, type StaffAccountRole, type StaffAccountsPage } from '../domain/staff-admin';
import { staffPasswordError } from '../domain/staff-tutor-account';

export type { StaffAccountsPage };

/** One change an admin makes to the staff accounts. */
export type StaffAccountCommand =
  | { kind: 'create'; draft: NewStaffAccount }
  | { kind: 'role'; id: number; role: StaffAccountRole }
  | { kind: 'disable'; id: number; disabled: boolean }
  | { kind: 'password'; id: number; password: string };

export interface StaffAccountsContext {
  pageIndex: number;
  page: StaffAccountsPage | null;
  command: StaffAccountCommand | null;
  /** The server's word on the last change. */
  notice: string;
  failure: string;
}

/** Told when a change went through, so a form clears itself. */
export type StaffAccountsEmitted = { type: 'accounts.done'; kind: StaffAccountCommand['kind'] };

export type StaffAccountsEvent =
  { type: 'accounts.page'; pageIndex: number } | { type: 'accounts.retry' } | { type: 'accounts.change'; command: StaffAccountCommand };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What is wrong with a command before it is sent (the server checks the same), or null. */
export function commandError(command: StaffAccountCommand): string | null {
  if (command.kind === 'create') return staffAccountDraftError(command.draft);
  if (command.kind === 'password') return staffPasswordError(command.password) || null;
  return null;
}

/**
 * The admin's staff accounts (issue 21): one page of accounts; a change (create, role, disable,
 * password) is checked by the shared rule, sent, and the page reloads, so what is shown is the server's.
 */
export const staffAccountsMachine = setup({
  types: { context: {} as StaffAccountsContext, events: {} as StaffAccountsEvent, emitted: {} as StaffAccountsEmitted },
  actors: {
    loadPage: fromPromise<StaffAccountsPage, { pageIndex: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    runCommand: fromPromise<string, StaffAccountCommand>(async () => {
      throw new Error('runCommand not provided');
    }),
  },
  guards: {
    commandIsValid: ({ event }) => event.type === 'accounts.change' && commandError(event.command) === null,
  },
}).createMachine({
  id: 'staffAccounts',
  context: { pageIndex: 1, page: null, command: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'accounts.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'accounts.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, notice: '', failure: '' }) },
        'accounts.change': [
          { guard: 'commandIsValid', target: 'changing', actions: assign({ command: ({ event }) => event.command, notice: '', failure: '' }) },
          { actions: assign({ notice: '', failure: ({ event }) => commandError(event.command) ?? '' }) },
        ],
      },
    },
    changing: {
      tags: ['status:busy'],
      invoke: {
        id: 'runCommand',
        src: 'runCommand',
        input: ({ context }) => context.command ?? { kind: 'disable', id: 0, disabled: false },
        onDone: {
          target: 'loading',
          actions: [
            emit(({ context }) => ({ type: 'accounts.done' as const, kind: context.command?.kind ?? 'create' })),
            assign({ notice: ({ event }) => event.output, command: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), command: null }) },
      },
    },
  },
});
