import type { MyFile, UploadModule } from '../domain/upload';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

/** A stored file of the tutor, as GET /api/Upload/MyFiles lists it. */
export type TutorDocument = MyFile;

export interface DocumentsContext {
  documents: TutorDocument[];
  moduleName: UploadModule;
  /** The form's message: a file must be chosen, or the module's rules. */
  formError: string;
  /** fileCodes of uploads started here and not finished yet. */
  uploading: string[];
}

export type DocumentsEvent =
  | { type: 'documents.chooseModule'; moduleName: UploadModule }
  | { type: 'documents.upload'; file: UploadFile | null }
  | { type: 'documents.reload' }
  | UploadFinished
  /** The provided startUpload action answers with the fileCode it chose. */
  | { type: 'documents.uploadStarted'; fileCode: string };
