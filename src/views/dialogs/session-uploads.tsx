import { SessionContext } from '../session-context';
import { UploadProgressDialog } from './upload-progress-dialog';

/** The progress dialog over the uploads the session is running now. */
export function SessionUploads() {
  const uploads = SessionContext.useSelector((snapshot) => snapshot.context.uploads);
  return <UploadProgressDialog uploads={Object.values(uploads)} />;
}
