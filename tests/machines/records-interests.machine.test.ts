import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { InterestMessages } from '../../src/domain/interests';
import { interestsMachine, type InterestsContext } from '../../src/machines/interests.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const teachInfo = { teachingStyle: 'Games', ageGroups: '6-10', specialties: 'Phonics' };
const machine = interestsMachine.provide({
  actors: { 'load interests': pendingPromise(), 'save hobbies': pendingPromise(), 'save teach info': pendingPromise() },
});
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: { hobbies: ['Reading'], teachInfo } },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'interests.reload' },
  typeChess: { type: 'interests.typeHobby', value: ' Chess ' },
  typeReading: { type: 'interests.typeHobby', value: 'reading' },
  add: { type: 'interests.addHobby' },
  remove: { type: 'interests.removeHobby', index: 0 },
  removeMissing: { type: 'interests.removeHobby', index: 9 },
  saveHobbies: { type: 'interests.saveHobbies' },
  hobbiesSaved: { type: 'xstate.done.actor.saveHobbies', output: { body: ['Chess'], message: 'Saved.' } },
  hobbiesRefused: { type: 'xstate.error.actor.saveHobbies', error: new Error('Links seem to get inaccessible.') },
  longStyle: { type: 'interests.editTeach', field: 'teachingStyle', value: 'x'.repeat(301) },
  style: { type: 'interests.editTeach', field: 'teachingStyle', value: 'Songs' },
  saveTeach: { type: 'interests.saveTeach' },
  teachSaved: { type: 'xstate.done.actor.saveTeach', output: { body: { ...teachInfo, teachingStyle: 'Songs' }, message: 'Saved.' } },
  teachRefused: { type: 'xstate.error.actor.saveTeach', error: new Error('Links seem to get inaccessible.') },
};
const project = (c: InterestsContext) => [
  c.hobbies,
  c.hobbyDraft,
  c.hobbyError,
  c.hobbiesDirty,
  c.teachInfo.teachingStyle.length,
  Object.keys(c.teachErrors).filter((k) => c.teachErrors[k as never]),
];

describe('interests (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    const serializeState = (snapshot: { value: unknown; context: InterestsContext }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const active = eventsWhereActive(machine, Object.values(ev));
    // Two hobbies at most: longer lists only grow the graph.
    const events = (snapshot: AnyMachineSnapshot) =>
      active(snapshot).filter((event) => event.type !== 'interests.addHobby' || (snapshot.context as InterestsContext).hobbies.length < 2);
    const paths = generatePaths(machine, { events, serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { context: project });
  });

  it('adds a trimmed hobby, removes one and saves the list; then saves the teach info', () => {
    const { emitted, snapshot } = replayCollecting(
      machine,
      scenario(machine, [ev.loaded, ev.typeChess, ev.add, ev.remove, ev.saveHobbies, ev.hobbiesSaved, ev.style, ev.saveTeach, ev.teachSaved]),
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.hobbies).toEqual(['Chess']);
    expect(snapshot.context.hobbiesDirty).toBe(false);
    expect(snapshot.context.teachInfo.teachingStyle).toBe('Songs');
    expect(emitted.map((event) => event.message)).toEqual(['Saved.', 'Saved.']);
  });

  it('refuses a duplicate hobby and over-long teach info without calling the server', () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.typeReading, ev.add, ev.longStyle, ev.saveTeach]));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.hobbyError).toBe(InterestMessages.hobbyDuplicate);
    expect(snapshot.context.teachErrors.teachingStyle).toBe(InterestMessages.teachInfoTooLong);
    expect(scenario(machine, [ev.loaded]).state.can(ev.saveHobbies)).toBe(false);
  });
});
