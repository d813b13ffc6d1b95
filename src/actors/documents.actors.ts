import { fromPromise } from 'xstate';
import { documentsMachine } from '../machines/documents.machine';
import type { TutorDocument } from '../machines/documents.types';
import { isApiError } from '../services/api-errors';
import { newFileCode } from '../services/file-code';
import type { PageDeps } from './page-logic';

/** The documents page with its real actors: the list call, and uploads started in the session. */
export function createDocumentsLogic(deps: PageDeps) {
  return documentsMachine.provide({
    actors: {
      loadDocuments: fromPromise<TutorDocument[]>(({ signal }) => deps.api.get<TutorDocument[]>('/api/Upload/MyFiles', undefined, { signal })),
    },
    actions: {
      startUpload: ({ self }, params) => {
        const fileCode = newFileCode();
        self.send({ type: 'documents.uploadStarted', fileCode });
        deps.startUpload({ fileCode, moduleName: params.moduleName, file: params.file, replyTo: self });
      },
      reportError: (_, params) => {
        if (isApiError(params.error)) deps.reportError(params.error);
      },
    },
  });
}
