import { assign, emit, fromPromise, setup } from 'xstate';
import { GroupRole, ImMessages, checkGroupText, isEmail, type GroupTextField, type ImGroupInfo } from '../domain/im';
import { Messages } from '../domain/messages';

export type GroupCommand =
  | { kind: 'update'; field: GroupTextField; value: string }
  | { kind: 'add'; email: string }
  | { kind: 'remove'; userId: number }
  | { kind: 'setAdmin'; userId: number; isAdmin: boolean }
  | { kind: 'transfer'; userId: number }
  | { kind: 'leave' }
  | { kind: 'dissolve' };

export interface GroupAdminInput {
  conversationId: number;
  myUserId: number;
}

export interface GroupAdminContext extends GroupAdminInput {
  info: ImGroupInfo | null;
  error: string;
  pending: GroupCommand | null;
}

export type GroupAdminEvent = { type: 'group.command'; command: GroupCommand } | { type: 'group.refresh' } | { type: 'group.dismissError' };

const errorText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/**
 * What the client can tell before asking (shell.md §5, §6): byte limits, the e-mail format, not
 * removing yourself, and who may do what. The server checks all of it again.
 */
export function commandProblem(command: GroupCommand, context: Pick<GroupAdminContext, 'info' | 'myUserId'>): string | null {
  const role = context.info?.myRole;
  const target = 'userId' in command ? context.info?.members.find((member) => member.userId === command.userId) : undefined;
  switch (command.kind) {
    case 'update':
      return role === GroupRole.member ? ImMessages.onlyAdminsEdit : checkGroupText(command.field, command.value);
    case 'add':
      if (role === GroupRole.member) return ImMessages.onlyAdminsAdd;
      return isEmail(command.email) ? null : ImMessages.emailInvalid;
    case 'remove':
      if (command.userId === context.myUserId) return ImMessages.cannotRemoveYourself;
      if (target?.role === GroupRole.owner) return ImMessages.ownerCannotBeRemoved;
      if (target?.role === GroupRole.admin && role !== GroupRole.owner) return ImMessages.onlyOwnerRemovesAdmins;
      return role === GroupRole.member ? ImMessages.onlyAdminsRemoveMembers : null;
    case 'setAdmin':
      return role === GroupRole.owner ? null : ImMessages.onlyOwnerSetsAdmins;
    case 'transfer':
      return role === GroupRole.owner ? null : ImMessages.onlyOwnerTransfers;
    case 'leave':
      return role === GroupRole.owner ? ImMessages.ownerCannotLeave : null;
    case 'dissolve':
      return role === GroupRole.owner ? null : ImMessages.onlyOwnerDissolves;
  }
}

/**
 * A group's panel: its texts and members (10 names and the count of the rest), and the commands
 * of its roles. After a change the group is read again; after leaving or dissolving it, the page
 * is told (`group.gone`).
 */
export const imGroupAdminMachine = setup({
  types: {
    context: {} as GroupAdminContext,
    events: {} as GroupAdminEvent,
    input: {} as GroupAdminInput,
    emitted: {} as { type: 'group.gone'; conversationId: number },
  },
  actors: {
    'load group': fromPromise<ImGroupInfo, { conversationId: number }>(async () => {
      throw new Error("'load group' is not provided");
    }),
    'run group command': fromPromise<unknown, { conversationId: number; command: GroupCommand }>(async () => {
      throw new Error("'run group command' is not provided");
    }),
  },
  guards: {
    commandIsAllowed: ({ context, event }) => event.type === 'group.command' && commandProblem(event.command, context) === null,
    leftTheGroup: ({ context }) => context.pending?.kind === 'leave' || context.pending?.kind === 'dissolve',
  },
}).createMachine({
  id: 'imGroupAdmin',
  context: ({ input }) => ({ ...input, info: null, error: '', pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load group',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'group.refresh': 'loading',
        'group.dismissError': { actions: assign({ error: '' }) },
        'group.command': [
          { guard: 'commandIsAllowed', target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { actions: assign({ error: ({ context, event }) => commandProblem(event.command, context) ?? '' }) },
        ],
      },
    },
    running: {
      invoke: {
        id: 'run',
        src: 'run group command',
        input: ({ context }) => ({ conversationId: context.conversationId, command: context.pending ?? { kind: 'leave' } }),
        onDone: [
          {
            guard: 'leftTheGroup',
            target: 'gone',
            actions: [assign({ pending: null }), emit(({ context }) => ({ type: 'group.gone' as const, conversationId: context.conversationId }))],
          },
          { target: 'loading', actions: assign({ pending: null }) },
        ],
        onError: { target: 'ready', actions: assign({ pending: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'group.refresh': 'loading' },
    },
    gone: { type: 'final' },
  },
});
