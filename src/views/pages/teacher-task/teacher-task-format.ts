import { TASK_STATE_LABELS, type TaskState } from '../../../domain/teacher-tasks';

/** The path of one task's page. */
export const taskPagePath = (id: number) => `/teacherTask/myTaskPage?id=${id}`;
export const TASK_LIST_PATH = '/teacherTask';
export const GROWTH_CENTRE_PATH = '/growthCenter';

export const stateLabel = (state: TaskState) => TASK_STATE_LABELS[state];
