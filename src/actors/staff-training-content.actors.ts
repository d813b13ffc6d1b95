import { fromPromise } from 'xstate';
import type { KitCategory, KitList, StaffChapter, StaffCourse, StaffKitQuestion } from '../domain/staff-training-content';
import { staffTrainingContentMachine, type TrainingChange, type TrainingListAnswer, type TrainingScope } from '../machines/staff-training-content.machine';
import type { PageDeps } from './page-logic';

/** Where each list saves, deletes and retires (the server's /api/Staff/ training content calls). */
const CALLS = {
  courses: { save: 'SaveTrainingCourse', remove: 'DeleteTrainingCourse', retire: 'RetireTrainingCourse' },
  chapters: { save: 'SaveTrainingChapter', remove: 'DeleteTrainingChapter', retire: null },
  kits: { save: 'SaveTrainingKit', remove: 'DeleteTrainingKit', retire: 'RetireTrainingKit' },
  questions: { save: 'SaveTrainingKitQuestion', remove: 'DeleteTrainingKitQuestion', retire: null },
} as const;

/** The staff console's training content lists with their real /api/Staff/ calls. */
export function createStaffTrainingContentLogic({ api }: PageDeps) {
  async function load(scope: TrainingScope, signal: AbortSignal): Promise<TrainingListAnswer> {
    const none: KitCategory[] = [];
    switch (scope.list) {
      case 'courses':
        return { Items: await api.get<StaffCourse[]>('/api/Staff/TrainingCourses', { kind: scope.kind ?? 'course' }, { signal }), Categories: none };
      case 'chapters':
        return { Items: await api.get<StaffChapter[]>('/api/Staff/TrainingChapters', { courseId: scope.parentId ?? 0 }, { signal }), Categories: none };
      case 'kits':
        return api.get<KitList>('/api/Staff/TrainingKits', {}, { signal });
      case 'questions':
        return { Items: await api.get<StaffKitQuestion[]>('/api/Staff/TrainingKitQuestions', { kitId: scope.parentId ?? 0 }, { signal }), Categories: none };
    }
  }

  async function apply(scope: TrainingScope, change: TrainingChange): Promise<string> {
    const calls = CALLS[scope.list];
    const send = async (call: string, body: object) => (await api.postWithMessage<unknown>(`/api/Staff/${call}`, { ...body })).message;
    switch (change.type) {
      case 'save':
        return send(calls.save, change.entry.draft);
      case 'delete':
        return send(calls.remove, { Id: change.id });
      case 'retire':
        if (!calls.retire) throw new Error('This list has nothing to retire.');
        return send(calls.retire, { Id: change.id, Retired: change.retired });
      case 'order':
        return scope.list === 'courses'
          ? send('OrderTrainingCourses', { Kind: scope.kind, Ids: change.ids })
          : send('OrderTrainingChapters', { CourseId: scope.parentId, Ids: change.ids });
    }
  }

  return staffTrainingContentMachine.provide({
    actors: {
      loadList: fromPromise<TrainingListAnswer, TrainingScope>(({ input, signal }) => load(input, signal)),
      applyChange: fromPromise<string, { scope: TrainingScope; change: TrainingChange }>(({ input }) => apply(input.scope, input.change)),
    },
  });
}
