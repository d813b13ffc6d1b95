import { fromPromise } from 'xstate';
import type { ClassroomLink } from '../domain/class-table';
import type { OpenClassTable, OpenClassTeacher } from '../domain/public-class';
import { isApiError } from '../domain/api-error';
import { publicClassMachine } from '../machines/public-class.machine';
import { browserClassroomWindows, type ClassroomWindows } from '../services/classroom-windows';
import type { PageDeps } from './page-logic';

const P = '/api/TutorComm';

function reporting<T>(deps: PageDeps, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
    throw error;
  });
}

export const isTeacher = (deps: PageDeps, signal?: AbortSignal) =>
  reporting(deps, deps.api.post<OpenClassTeacher>(`${P}/GetIsOpenClassTeacher`, undefined, undefined, signal ? { signal } : {})).then(
    (answer) => answer.IsOpenClassTeacher,
  );

/** The /publicClass page's logic; `windows` is the browser's unless a test gives its own. */
export function createPublicClassLogic(deps: PageDeps, windows: ClassroomWindows = browserClassroomWindows()) {
  return publicClassMachine.provide({
    actors: {
      checkTeacher: fromPromise<boolean>(({ signal }) => isTeacher(deps, signal)),
      loadTable: fromPromise<OpenClassTable>(({ signal }) =>
        reporting(deps, deps.api.post<OpenClassTable>(`${P}/GetOpenClassTable`, undefined, undefined, { signal })),
      ),
      joinClass: fromPromise<ClassroomLink, { classId: number }>(({ input, signal }) =>
        reporting(deps, deps.api.post<ClassroomLink>(`${P}/GetOpenClassWebLink`, undefined, { classId: input.classId }, { signal })),
      ),
    },
    actions: {
      openPendingWindow: () => windows.openPending(),
      showClassroom: (_, url: string) => windows.show(url),
      closePendingWindow: () => windows.closePending(),
    },
  });
}
