import { assign, emit, fromPromise, setup } from 'xstate';
import { hobbyError, teachInfoErrors, type TeachInfoField, type TeachInfoForm } from '../domain/interests';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface InterestsLoaded {
  hobbies: string[];
  teachInfo: TeachInfoForm;
}

export interface InterestsContext {
  /** The hobbies as edited (saved with EditHobbies). */
  hobbies: string[];
  /** The hobby being typed. */
  hobbyDraft: string;
  hobbyError: string | null;
  teachInfo: TeachInfoForm;
  teachErrors: Partial<Record<TeachInfoField, string>>;
  /** Edits not yet saved, per half. */
  hobbiesDirty: boolean;
}

export type InterestsEvent =
  | { type: 'interests.typeHobby'; value: string }
  | { type: 'interests.addHobby' }
  | { type: 'interests.removeHobby'; index: number }
  | { type: 'interests.saveHobbies' }
  | { type: 'interests.editTeach'; field: TeachInfoField; value: string }
  | { type: 'interests.saveTeach' }
  | { type: 'interests.reload' };

const emptyTeachInfo = (): TeachInfoForm => ({ teachingStyle: '', ageGroups: '', specialties: '' });

/**
 * The interests tab (/personalData/interests): hobbies added and removed locally, then saved as a
 * whole list (EditHobbies); teach info edited and saved (EditTeachInfo).
 */
export const interestsMachine = setup({
  types: { context: {} as InterestsContext, events: {} as InterestsEvent, emitted: {} as RecordsNotice },
  actors: {
    'load interests': fromPromise<InterestsLoaded>(async () => {
      throw new Error("'load interests' is not provided");
    }),
    'save hobbies': fromPromise<MessageResult<string[]>, { hobbies: string[] }>(async () => {
      throw new Error("'save hobbies' is not provided");
    }),
    'save teach info': fromPromise<MessageResult<TeachInfoForm>, TeachInfoForm>(async () => {
      throw new Error("'save teach info' is not provided");
    }),
  },
  guards: {
    hobbyAcceptable: ({ context }) => hobbyError(context.hobbies, context.hobbyDraft) === null,
    teachInfoValid: ({ context }) => Object.keys(teachInfoErrors(context.teachInfo)).length === 0,
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'interests',
  context: { hobbies: [], hobbyDraft: '', hobbyError: null, teachInfo: emptyTeachInfo(), teachErrors: {}, hobbiesDirty: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load interests',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ hobbies: event.output.hobbies, teachInfo: { ...event.output.teachInfo }, hobbiesDirty: false })),
        },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'interests.reload': 'loading' } },
    ready: {
      on: {
        'interests.typeHobby': { actions: assign({ hobbyDraft: ({ event }) => event.value, hobbyError: null }) },
        'interests.addHobby': [
          {
            guard: 'hobbyAcceptable',
            actions: assign(({ context }) => ({
              hobbies: [...context.hobbies, context.hobbyDraft.trim()],
              hobbyDraft: '',
              hobbyError: null,
              hobbiesDirty: true,
            })),
          },
          { actions: assign({ hobbyError: ({ context }) => hobbyError(context.hobbies, context.hobbyDraft) }) },
        ],
        'interests.removeHobby': {
          guard: ({ context, event }) => event.index >= 0 && event.index < context.hobbies.length,
          actions: assign(({ context, event }) => ({ hobbies: context.hobbies.filter((_, index) => index !== event.index), hobbiesDirty: true })),
        },
        'interests.saveHobbies': { guard: ({ context }) => context.hobbiesDirty, target: 'savingHobbies' },
        'interests.editTeach': {
          actions: assign(({ context, event }) => ({
            teachInfo: { ...context.teachInfo, [event.field]: event.value },
            teachErrors: { ...context.teachErrors, [event.field]: undefined },
          })),
        },
        'interests.saveTeach': [
          { guard: 'teachInfoValid', target: 'savingTeach' },
          { actions: assign({ teachErrors: ({ context }) => teachInfoErrors(context.teachInfo) }) },
        ],
      },
    },
    savingHobbies: {
      invoke: {
        id: 'saveHobbies',
        src: 'save hobbies',
        input: ({ context }) => ({ hobbies: context.hobbies }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ hobbies: ({ event }) => event.output.body, hobbiesDirty: false }),
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
          ],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    savingTeach: {
      invoke: {
        id: 'saveTeach',
        src: 'save teach info',
        input: ({ context }) => context.teachInfo,
        onDone: {
          target: 'ready',
          actions: [assign({ teachInfo: ({ event }) => ({ ...event.output.body }) }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
