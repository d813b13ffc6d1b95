import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { GroupRole, ImMessages, type ImGroupInfo } from '../../src/domain/im';
import { commandProblem, imGroupAdminMachine } from '../../src/machines/im-group-admin.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { allTransitions, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const ME = 100231;
const info = (myRole: GroupRole): ImGroupInfo => ({
  id: 5,
  name: 'Manila Team A',
  announcement: '',
  introduction: '',
  question: '',
  myRole,
  members: [
    { userId: 900001, nickname: 'Grace Tan', userType: 2, avatar: '', role: GroupRole.owner },
    { userId: ME, nickname: 'Maria Santos', userType: 1, avatar: '', role: myRole === GroupRole.owner ? GroupRole.member : myRole },
    { userId: 100232, nickname: 'Joseph Reyes', userType: 1, avatar: '', role: GroupRole.admin },
    { userId: 950001, nickname: 'Kim***', userType: 3, avatar: '', role: GroupRole.member },
  ],
  moreCount: 0,
  memberCount: 4,
});
const input = { conversationId: 5, myUserId: ME };
const refused = new ApiError('business', ImMessages.onlyAdminsRemoveMembers, 4);

const events = (role: GroupRole) =>
  ({
    loaded: { type: 'xstate.done.actor.load', output: info(role) },
    loadFailed: { type: 'xstate.error.actor.load', error: refused },
    refresh: { type: 'group.refresh' },
    removeMember: { type: 'group.command', command: { kind: 'remove', userId: 950001 } },
    removeSelf: { type: 'group.command', command: { kind: 'remove', userId: ME } },
    leave: { type: 'group.command', command: { kind: 'leave' } },
    ran: { type: 'xstate.done.actor.run', output: true },
    runFailed: { type: 'xstate.error.actor.run', error: refused },
    dismiss: { type: 'group.dismissError' },
  }) satisfies Record<string, EventObject & Record<string, unknown>>;

const machine = imGroupAdminMachine.provide({ actors: { 'load group': pendingPromise(), 'run group command': pendingPromise() } });

describe('group administration (model-based)', () => {
  it('reaches every transition over an admin’s and a member’s paths', () => {
    // The role comes with the loaded group, so each role is its own event set; together they cover all.
    const taken = new Set<object>();
    for (const role of [GroupRole.admin, GroupRole.member]) {
      const active = eventsWhereActive(machine, Object.values(events(role)));
      // Nothing reaches the panel once it is gone (its final state).
      const paths = generatePaths(machine, { events: (snapshot) => (snapshot.status === 'done' ? [] : active(snapshot)), input });
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) for (const transition of replayPath(machine, path, { input }).taken) taken.add(transition);
    }
    const missing = [...allTransitions(machine)].filter(([transition]) => !taken.has(transition)).map(([, label]) => label);
    expect(missing).toEqual([]);
  }, 120_000);

  it('applies the role rules before asking the server (which checks them again)', () => {
    const context = (role: GroupRole) => ({ info: info(role), myUserId: ME });
    expect(commandProblem({ kind: 'remove', userId: ME }, context(GroupRole.admin))).toBe(ImMessages.cannotRemoveYourself);
    expect(commandProblem({ kind: 'remove', userId: 900001 }, context(GroupRole.admin))).toBe(ImMessages.ownerCannotBeRemoved);
    expect(commandProblem({ kind: 'remove', userId: 100232 }, context(GroupRole.admin))).toBe(ImMessages.onlyOwnerRemovesAdmins);
    expect(commandProblem({ kind: 'remove', userId: 950001 }, context(GroupRole.member))).toBe(ImMessages.onlyAdminsRemoveMembers);
    expect(commandProblem({ kind: 'remove', userId: 950001 }, context(GroupRole.admin))).toBeNull();
    expect(commandProblem({ kind: 'remove', userId: 100232 }, context(GroupRole.owner))).toBeNull();
    expect(commandProblem({ kind: 'transfer', userId: 100232 }, context(GroupRole.admin))).toBe(ImMessages.onlyOwnerTransfers);
    expect(commandProblem({ kind: 'setAdmin', userId: 950001, isAdmin: true }, context(GroupRole.admin))).toBe(ImMessages.onlyOwnerSetsAdmins);
    expect(commandProblem({ kind: 'update', field: 'name', value: 'é'.repeat(16) }, context(GroupRole.admin))).toBe(ImMessages.tooManyBytes('name', 30));
    expect(commandProblem({ kind: 'update', field: 'question', value: 'q'.repeat(200) }, context(GroupRole.admin))).toBeNull();
    expect(commandProblem({ kind: 'add', email: 'someone@example' }, context(GroupRole.admin))).toBe(ImMessages.emailInvalid);
    expect(commandProblem({ kind: 'leave' }, context(GroupRole.owner))).toBe(ImMessages.ownerCannotLeave);
    expect(commandProblem({ kind: 'dissolve' }, context(GroupRole.admin))).toBe(ImMessages.onlyOwnerDissolves);
  });

  it('runs an allowed command and reads the group again; leaving ends the panel and tells the page', () => {
    const ev = events(GroupRole.admin);
    const run = replayPath(machine, scenarioPath(machine, [ev.loaded, ev.removeMember], input), { input });
    expect(run.actor.getSnapshot().children.run?.getSnapshot().input).toEqual({ conversationId: 5, command: { kind: 'remove', userId: 950001 } });
    const gone: unknown[] = [];
    const left = replayPath(machine, scenarioPath(machine, [ev.loaded, ev.leave, ev.ran], input), {
      input,
      onStep: (_, step) => {
        if (step.index === 0) step.actor.on('group.gone', (event) => void gone.push(event));
      },
    });
    expect(left.actor.getSnapshot().status).toBe('done');
    expect(gone).toEqual([{ type: 'group.gone', conversationId: 5 }]);
    const member = events(GroupRole.member);
    expect(scenarioPath(machine, [member.loaded, member.removeMember], input).state.context.error).toBe(ImMessages.onlyAdminsRemoveMembers);
  });
});
