import { assign, fromPromise, setup } from 'xstate';
import { ClassDetailMessages, type MaterialList, type MaterialSet, type MistakeReport } from '../domain/class-detail';
import { Messages } from '../domain/messages';
import type { ClassMaterialsContext, ClassMaterialsEvent, ClassMaterialsInput } from './class-materials.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/**
 * The class detail page's teaching materials: the list (current lesson marked by the server's
 * rule), changing the class's material from it, and "same materials". Until the list has loaded,
 * the actions that need it answer 'Please wait for Teaching Material fully loaded.' (teaching.md §5).
 */
export const classMaterialsMachine = setup({
  types: {
    context: {} as ClassMaterialsContext,
    events: {} as ClassMaterialsEvent,
    input: {} as ClassMaterialsInput,
  },
  actors: {
    'load materials': fromPromise<MaterialList, { ucid: number; clid: number; isTest: boolean }>(async () => {
      throw new Error("'load materials' is not provided");
    }),
    'set material': fromPromise<MaterialSet, { clid: number; sid: number }>(async () => {
      throw new Error("'set material' is not provided");
    }),
    'report mistake': fromPromise<unknown, { clid: number; report: MistakeReport }>(async () => {
      throw new Error("'report mistake' is not provided");
    }),
    'same materials': fromPromise<MaterialSet, { clid: number; tuid: number; uid: number; classTime: string }>(async () => {
      throw new Error("'same materials' is not provided");
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    waitForMaterials: assign({ notice: ClassDetailMessages.materialsNotLoaded }),
  },
}).createMachine({
  id: 'classMaterials',
  context: ({ input }) => ({ ...input, list: null, pendingSid: 0, report: null, error: '', notice: '' }),
  initial: 'loading',
  on: { 'materials.dismiss': { actions: assign({ notice: '', error: '' }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadMaterials',
        src: 'load materials',
        input: ({ context }) => ({ ucid: context.ucid, clid: context.clid, isTest: context.isTest }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
      on: {
        'materials.change': { actions: 'waitForMaterials' },
        'materials.same': { actions: 'waitForMaterials' },
        'mistake.open': { actions: 'waitForMaterials' },
      },
    },
    failed: {
      description: 'The list did not load: the actions that need it still answer to wait; retry loads again.',
      on: {
        'materials.retry': 'loading',
        'materials.change': { actions: 'waitForMaterials' },
        'materials.same': { actions: 'waitForMaterials' },
        'mistake.open': { actions: 'waitForMaterials' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'materials.change': 'picking', 'materials.same': 'savingSame', 'mistake.open': { target: 'reporting', actions: assign({ error: '' }) } },
        },
        reporting: {
          description: 'The mistake report dialog (550 px) on a line of the list.',
          on: {
            'mistake.send': [
              { guard: ({ event }) => event.report.description.trim().length === 0, actions: assign({ error: ClassDetailMessages.mistakeTextLength }) },
              { target: 'sendingMistake', actions: assign({ report: ({ event }) => event.report, error: '' }) },
            ],
            'mistake.close': 'idle',
          },
        },
        sendingMistake: {
          invoke: {
            id: 'reportMistake',
            src: 'report mistake',
            input: ({ context }) => ({ clid: context.clid, report: context.report! }),
            onDone: { target: 'idle', actions: assign({ notice: ClassDetailMessages.mistakeSaved, report: null }) },
            onError: { target: 'reporting', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        picking: {
          description: 'The material list dialog (1000 px) is open.',
          on: { 'materials.pick': { target: 'saving', actions: assign({ pendingSid: ({ event }) => event.sid, error: '' }) }, 'materials.close': 'idle' },
        },
        saving: {
          invoke: {
            id: 'setMaterial',
            src: 'set material',
            input: ({ context }) => ({ clid: context.clid, sid: context.pendingSid }),
            onDone: { target: '#classMaterials.loading', actions: assign({ notice: ({ event }) => `Material set: ${event.output.SubjectName}` }) },
            onError: { target: 'picking', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        savingSame: {
          invoke: {
            id: 'sameMaterials',
            src: 'same materials',
            input: ({ context }) => ({ clid: context.clid, tuid: context.tuid, uid: context.uid, classTime: context.classTime }),
            onDone: { target: '#classMaterials.loading', actions: assign({ notice: ({ event }) => `Material set: ${event.output.SubjectName}` }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
