import { and, assign, emit, fromPromise, setup } from 'xstate';
import { SectionMessages, type LocationItem } from '../domain/personal-sections';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

/** Country, province, city: the three levels Locations {parentId} walks. */
export const PLACE_LEVELS = ['Country', 'Province', 'City'] as const;

export interface TeachPlaceInput {
  /** Where the tutor teaches from now, as the profile holds it (country, province, city) and their school. */
  current: { country: string; province: string; city: string; school: string };
}

export interface TeachPlaceContext extends TeachPlaceInput {
  /** The options of each level: countries first, then the children of the level above's choice. */
  options: LocationItem[][];
  /** The chosen id at each level (null: not chosen). */
  chosen: Array<number | null>;
  schools: string[];
  school: string;
  /** The level whose children are loading. */
  opening: number | null;
  locationError: string | null;
  schoolError: string | null;
}

export type TeachPlaceEvent =
  | { type: 'place.choose'; level: number; id: number }
  | { type: 'place.saveLocation' }
  | { type: 'place.typeSchool'; value: string }
  | { type: 'place.saveSchool' }
  | { type: 'place.reload' };

/** The deepest place chosen, which EditTeachLocation names under its parent. */
export function deepestChoice(context: Pick<TeachPlaceContext, 'options' | 'chosen'>): LocationItem | null {
  for (let level = context.chosen.length - 1; level >= 0; level--) {
    const id = context.chosen[level];
    const item = id === null || id === undefined ? undefined : context.options[level]?.find((option) => option.id === id);
    if (item) return item;
  }
  return null;
}

/** The names of the chosen places, top down, as the profile will hold them. */
function chosenNames(context: Pick<TeachPlaceContext, 'options' | 'chosen'>): string[] {
  return context.chosen.map((id, level) => context.options[level]?.find((option) => option.id === id)?.name ?? '');
}

/**
 * Where the tutor teaches from (/personalData profile): a cascade of Locations {parentId}
 * (country, then its provinces, then their cities) saved with EditTeachLocation, and the school
 * typed or picked from Schools, saved with EditTeachSchool. Saving tells the page ('saved').
 */
export const teachPlaceMachine = setup({
  types: {
    context: {} as TeachPlaceContext,
    events: {} as TeachPlaceEvent,
    input: {} as TeachPlaceInput,
    emitted: {} as RecordsNotice | { type: 'saved' },
  },
  actors: {
    'load places': fromPromise<{ countries: LocationItem[]; schools: string[] }>(async () => {
      throw new Error("'load places' is not provided");
    }),
    'load locations': fromPromise<LocationItem[], { parentId: number }>(async () => {
      throw new Error("'load locations' is not provided");
    }),
    'save location': fromPromise<MessageResult<unknown>, { parentId: number; name: string }>(async () => {
      throw new Error("'save location' is not provided");
    }),
    'save school': fromPromise<MessageResult<unknown>, { schoolName: string }>(async () => {
      throw new Error("'save school' is not provided");
    }),
  },
  guards: {
    validChoice: ({ context, event }) =>
      event.type === 'place.choose' &&
      event.level >= 0 &&
      event.level < PLACE_LEVELS.length &&
      (context.options[event.level] ?? []).some((option) => option.id === event.id),
    hasDeeperLevel: ({ event }) => event.type === 'place.choose' && event.level < PLACE_LEVELS.length - 1,
    somethingChosen: ({ context }) => deepestChoice(context) !== null,
    schoolTyped: ({ context }) => context.school.trim().length > 0,
  },
  actions: {
    choose: assign(({ context }, params: { level: number; id: number }) => ({
      // A new choice drops the levels below it: they belonged to the old one.
      chosen: context.chosen.map((id, level) => (level < params.level ? id : level === params.level ? params.id : null)),
      options: context.options.map((items, level) => (level <= params.level ? items : [])),
      locationError: null,
    })),
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'teachPlace',
  context: ({ input }) => ({
    current: input.current,
    options: PLACE_LEVELS.map(() => []),
    chosen: PLACE_LEVELS.map(() => null),
    schools: [],
    school: input.current.school,
    opening: null,
    locationError: null,
    schoolError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load places',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ options: [event.output.countries, ...context.options.slice(1)], schools: event.output.schools })),
        },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'place.reload': 'loading' } },
    ready: {
      on: {
        'place.choose': [
          {
            guard: and(['validChoice', 'hasDeeperLevel']),
            target: 'opening',
            actions: [{ type: 'choose', params: ({ event }) => event }, assign({ opening: ({ event }) => event.level })],
          },
          { guard: 'validChoice', actions: { type: 'choose', params: ({ event }) => event } },
        ],
        'place.saveLocation': [{ guard: 'somethingChosen', target: 'savingLocation' }, { actions: assign({ locationError: SectionMessages.locationUnknown }) }],
        'place.typeSchool': { actions: assign({ school: ({ event }) => event.value, schoolError: null }) },
        'place.saveSchool': [{ guard: 'schoolTyped', target: 'savingSchool' }, { actions: assign({ schoolError: SectionMessages.schoolRequired }) }],
      },
    },
    opening: {
      description: 'Loads the children of the country or province just chosen.',
      invoke: {
        id: 'children',
        src: 'load locations',
        input: ({ context }) => ({ parentId: context.chosen[context.opening ?? 0] ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            options: context.options.map((items, level) => (level === (context.opening ?? 0) + 1 ? event.output : items)),
            opening: null,
          })),
        },
        onError: { target: 'ready', actions: [assign({ opening: null }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }] },
      },
    },
    savingLocation: {
      invoke: {
        id: 'saveLocation',
        src: 'save location',
        input: ({ context }) => {
          const place = deepestChoice(context)!;
          return { parentId: place.parentId, name: place.name };
        },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => {
              const [country = '', province = '', city = ''] = chosenNames(context);
              return { current: { ...context.current, country, province, city } };
            }),
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
            emit({ type: 'saved' }),
          ],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    savingSchool: {
      invoke: {
        id: 'saveSchool',
        src: 'save school',
        input: ({ context }) => ({ schoolName: context.school.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ current: { ...context.current, school: context.school.trim() }, school: context.school.trim() })),
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
            emit({ type: 'saved' }),
          ],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
