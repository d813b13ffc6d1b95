import { fromPromise } from 'xstate';
import type { TaskDetail, TaskListPage } from '../domain/teacher-tasks';
import { TASK_FILE_MODULE } from '../domain/teacher-tasks';
import { teacherTaskListMachine } from '../machines/teacher-task-list.machine';
import { teacherTaskMachine } from '../machines/teacher-task.machine';
import { newFileCode } from '../services/upload-transport';
import type { PageDeps } from './page-logic';

/** The teacher-task pages' machines over the API (issue 20). */
export function createTeacherTasksLogic(deps: PageDeps) {
  return {
    taskList: teacherTaskListMachine.provide({
      actors: {
        'load tasks': fromPromise(({ input, signal }) =>
          deps.api.get<TaskListPage>('/api/TeacherTask/GetTaskList', { pageIndex: input.pageIndex, pageSize: input.pageSize }, { signal }),
        ),
      },
    }),
    task: teacherTaskMachine.provide({
      actors: {
        'load task': fromPromise(({ input, signal }) => deps.api.get<TaskDetail>('/api/TeacherTask/GetTaskDetail', { id: input.taskId }, { signal })),
        'submit answer': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<TaskDetail>('/api/TeacherTask/SubmitAnswer', { Id: input.taskId, Text: input.text, FileRef: input.fileRef }, undefined, {
            signal,
          }),
        ),
      },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'task.uploadStarted', fileCode });
          deps.startUpload({ fileCode, moduleName: TASK_FILE_MODULE, file: params.file, replyTo: self });
        },
      },
    }),
  };
}
