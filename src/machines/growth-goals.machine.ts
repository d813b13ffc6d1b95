import { assign, fromPromise, setup } from 'xstate';
import { goalTargetError, type Goal } from '../domain/growth';

export interface GoalsData {
  current: Goal | null;
  history: Goal[];
}

export type GoalAction =
  { kind: 'add'; target: number } | { kind: 'update'; id: number; target: number } | { kind: 'delete'; id: number } | { kind: 'sync'; id: number };

export type GrowthGoalsEvent =
  | { type: 'goal.add'; target: string }
  | { type: 'goal.update'; id: number; target: string }
  | { type: 'goal.delete'; id: number }
  | { type: 'goal.sync'; id: number }
  | { type: 'goal.reload' };

interface GoalsContext {
  data: GoalsData | null;
  failure: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function actionOf(event: GrowthGoalsEvent): GoalAction {
  switch (event.type) {
    case 'goal.add':
      return { kind: 'add', target: Number(event.target) };
    case 'goal.update':
      return { kind: 'update', id: event.id, target: Number(event.target) };
    case 'goal.delete':
      return { kind: 'delete', id: event.id };
    case 'goal.sync':
      return { kind: 'sync', id: event.id };
    default:
      throw new Error(`${event.type} is not a goal action`);
  }
}

const targetProblem = (event: GrowthGoalsEvent) => ('target' in event ? goalTargetError(event.target) : null);

/**
 * /growthCenter/myGoal: this month's goal (classes to finish) and past ones. A target is checked
 * before it is sent; every change answers the goals again.
 */
export const growthGoalsMachine = setup({
  types: { context: {} as GoalsContext, events: {} as GrowthGoalsEvent },
  actors: {
    loadGoals: fromPromise<GoalsData>(async () => {
      throw new Error('loadGoals not provided');
    }),
    changeGoal: fromPromise<GoalsData, GoalAction>(async () => {
      throw new Error('changeGoal not provided');
    }),
  },
  guards: { targetInvalid: ({ event }) => targetProblem(event) !== null },
}).createMachine({
  id: 'growthGoals',
  context: { data: null, failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGoals',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'goal.reload': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'goal.add': [{ guard: 'targetInvalid', actions: assign({ failure: ({ event }) => targetProblem(event) ?? '' }) }, { target: 'changing' }],
        'goal.update': [{ guard: 'targetInvalid', actions: assign({ failure: ({ event }) => targetProblem(event) ?? '' }) }, { target: 'changing' }],
        'goal.delete': 'changing',
        'goal.sync': 'changing',
      },
    },
    changing: {
      entry: assign({ failure: '' }),
      invoke: {
        src: 'changeGoal',
        input: ({ event }) => actionOf(event),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
