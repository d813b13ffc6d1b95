import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { movedIds, trainingDraftError, type KitCategory, type TrainingDraft, type TrainingItem, type TrainingList } from '../domain/staff-training-content';
import type { CourseKind } from '../domain/training-center';

/** Which list an actor edits: a kind's courses, a course's chapters, the kits, a kit's questions. */
export interface TrainingScope {
  list: TrainingList;
  /** Courses: their kind. */
  kind: CourseKind | null;
  /** Chapters: the course; questions: the kit. */
  parentId: number | null;
}

export interface TrainingListAnswer {
  Items: TrainingItem[];
  /** Kits: the categories a kit can be in (empty for the other lists). */
  Categories: KitCategory[];
}

/** A change staff ask for; the server answers its message (Created. Saved. Deleted. ...). */
export type TrainingChange =
  { type: 'save'; entry: TrainingDraft } | { type: 'delete'; id: number } | { type: 'retire'; id: number; retired: boolean } | { type: 'order'; ids: number[] };

export interface StaffTrainingContext {
  scope: TrainingScope;
  items: TrainingItem[] | null;
  categories: KitCategory[];
  change: TrainingChange | null;
  notice: string;
  failure: string;
}

export type StaffTrainingEvent =
  | { type: 'training.retry' }
  | { type: 'training.save'; entry: TrainingDraft }
  | { type: 'training.delete'; id: number }
  | { type: 'training.retire'; id: number; retired: boolean }
  | { type: 'training.move'; id: number; by: -1 | 1 };

/** Told when a save went through, so the form clears itself. */
export type StaffTrainingEmitted = { type: 'training.saved' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const idsOf = (items: TrainingItem[] | null) => (items ?? []).map((item) => item.Id);
/** Lists staff order (tutors see them in that order); kits keep their category's order, questions are added at the end. */
const ORDERED: readonly TrainingList[] = ['courses', 'chapters'];
/** Lists whose items are retired rather than deleted once tutors have them. */
const RETIRABLE: readonly TrainingList[] = ['courses', 'kits'];

/**
 * One list of the staff console's training content (issue 21): loads it, and sends one change at a
 * time: a draft checked by the rule the server uses, a delete, a retire, a move one place up or
 * down. After each change the list loads again, so what is shown (counts, order) is the server's.
 */
export const staffTrainingContentMachine = setup({
  types: {
    context: {} as StaffTrainingContext,
    events: {} as StaffTrainingEvent,
    emitted: {} as StaffTrainingEmitted,
    input: {} as TrainingScope,
  },
  actors: {
    loadList: fromPromise<TrainingListAnswer, TrainingScope>(async () => {
      throw new Error('loadList not provided');
    }),
    applyChange: fromPromise<string, { scope: TrainingScope; change: TrainingChange }>(async () => {
      throw new Error('applyChange not provided');
    }),
  },
  guards: {
    draftIsValid: ({ context, event }) => event.type === 'training.save' && event.entry.list === context.scope.list && trainingDraftError(event.entry) === null,
    canMove: ({ context, event }) =>
      event.type === 'training.move' && ORDERED.includes(context.scope.list) && movedIds(idsOf(context.items), event.id, event.by) !== null,
    canRetire: ({ context }) => RETIRABLE.includes(context.scope.list),
  },
}).createMachine({
  id: 'staffTrainingContent',
  context: ({ input }) => ({ scope: input, items: null, categories: [], change: null, notice: '', failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => context.scope,
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.Items, categories: ({ event }) => event.output.Categories }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'training.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'training.save': [
          {
            guard: 'draftIsValid',
            target: 'changing',
            actions: assign({ change: ({ event }) => ({ type: 'save' as const, entry: event.entry }), notice: '', failure: '' }),
          },
          { actions: assign({ notice: '', failure: ({ event }) => trainingDraftError(event.entry) ?? '' }) },
        ],
        'training.delete': {
          target: 'changing',
          actions: assign({ change: ({ event }) => ({ type: 'delete' as const, id: event.id }), notice: '', failure: '' }),
        },
        'training.retire': {
          guard: 'canRetire',
          target: 'changing',
          actions: assign({ change: ({ event }) => ({ type: 'retire' as const, id: event.id, retired: event.retired }), notice: '', failure: '' }),
        },
        'training.move': {
          guard: 'canMove',
          target: 'changing',
          actions: assign({
            change: ({ context, event }) => ({ type: 'order' as const, ids: movedIds(idsOf(context.items), event.id, event.by) ?? idsOf(context.items) }),
            notice: '',
            failure: '',
          }),
        },
      },
    },
    changing: {
      tags: ['status:busy'],
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => ({ scope: context.scope, change: context.change ?? { type: 'order' as const, ids: idsOf(context.items) } }),
        onDone: {
          target: 'loading',
          actions: [
            enqueueActions(({ context, enqueue }) => {
              if (context.change?.type === 'save') enqueue.emit({ type: 'training.saved' as const });
            }),
            assign({ notice: ({ event }) => event.output, change: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), change: null }) },
      },
    },
  },
});
