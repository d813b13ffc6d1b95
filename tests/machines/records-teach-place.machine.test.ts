import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SectionMessages } from '../../src/domain/personal-sections';
import { teachPlaceMachine, type TeachPlaceContext } from '../../src/machines/teach-place.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const input = { current: { country: 'Philippines', province: 'Metro Manila', city: 'Quezon City', school: 'University of the Philippines' } };
const countries = [
  { id: 1, parentId: 0, name: 'Philippines' },
  { id: 2, parentId: 0, name: 'South Africa' },
];
const provinces = [{ id: 11, parentId: 1, name: 'Cebu' }];
const cities = [{ id: 110, parentId: 11, name: 'Cebu City' }];
const machine = teachPlaceMachine.provide({
  actors: { 'load places': pendingPromise(), 'load locations': pendingPromise(), 'save location': pendingPromise(), 'save school': pendingPromise() },
});
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: { countries, schools: ['University of San Carlos'] } },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'place.reload' },
  country: { type: 'place.choose', level: 0, id: 1 },
  unknown: { type: 'place.choose', level: 0, id: 99 },
  provincesLoaded: { type: 'xstate.done.actor.children', output: provinces },
  citiesLoaded: { type: 'xstate.done.actor.children', output: cities },
  childrenFailed: { type: 'xstate.error.actor.children', error: new Error('Links seem to get inaccessible.') },
  province: { type: 'place.choose', level: 1, id: 11 },
  city: { type: 'place.choose', level: 2, id: 110 },
  saveLocation: { type: 'place.saveLocation' },
  locationSaved: { type: 'xstate.done.actor.saveLocation', output: { body: {}, message: 'Saved.' } },
  locationRefused: { type: 'xstate.error.actor.saveLocation', error: new Error(SectionMessages.locationUnknown) },
  clearSchool: { type: 'place.typeSchool', value: '  ' },
  school: { type: 'place.typeSchool', value: ' University of San Carlos ' },
  saveSchool: { type: 'place.saveSchool' },
  schoolSaved: { type: 'xstate.done.actor.saveSchool', output: { body: {}, message: 'Saved.' } },
  schoolRefused: { type: 'xstate.error.actor.saveSchool', error: new Error(SectionMessages.schoolRequired) },
};
const project = (c: TeachPlaceContext) => [
  c.current,
  c.chosen,
  c.options.map((items) => items.map((item) => item.id)),
  c.school,
  c.opening,
  c.locationError,
  c.schoolError,
];

describe('where the tutor teaches from (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    const serializeState = (snapshot: { value: unknown; context: TeachPlaceContext }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const active = eventsWhereActive(machine, Object.values(ev));
    // Provinces answer a country, cities a province: the other pairings only grow the graph.
    const events = (snapshot: AnyMachineSnapshot) =>
      active(snapshot).filter(
        (event) => (event !== ev.provincesLoaded || snapshot.context.opening === 0) && (event !== ev.citiesLoaded || snapshot.context.opening === 1),
      );
    const paths = generatePaths(machine, { input, events, serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { input, context: project });
  });

  it('walks country, province and city, saves the city under its province, and the school', () => {
    const path = scenario(
      machine,
      [
        ev.loaded,
        ev.country,
        ev.provincesLoaded,
        ev.province,
        ev.citiesLoaded,
        ev.city,
        ev.saveLocation,
        ev.locationSaved,
        ev.school,
        ev.saveSchool,
        ev.schoolSaved,
      ],
      input,
    );
    const { emitted, snapshot } = replayCollecting(machine, path, input);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.current).toEqual({ country: 'Philippines', province: 'Cebu', city: 'Cebu City', school: 'University of San Carlos' });
    expect(emitted.filter((event) => event.type === 'saved')).toHaveLength(2);
  });

  it('a new country drops the province and city chosen under the old one', () => {
    const path = scenario(machine, [ev.loaded, ev.country, ev.provincesLoaded, ev.province, ev.citiesLoaded, ev.country], input);
    expect(path.state.context.chosen).toEqual([1, null, null]);
    expect(path.state.context.options.map((items: unknown[]) => items.length)).toEqual([2, 0, 0]);
  });

  it('asks for a choice and a school before saving', () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.saveLocation, ev.clearSchool, ev.saveSchool], input), input);
    expect(snapshot.context.locationError).toBe(SectionMessages.locationUnknown);
    expect(snapshot.context.schoolError).toBe(SectionMessages.schoolRequired);
  });
});
