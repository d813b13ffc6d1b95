import '../styles/dialogs.css';
import { ClientDownloadDialog } from './client-download-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { NoticeDialog } from './notice-dialog';
import { Snackbar } from './snackbar';

/** The shared dialogs and notices, mounted once for the whole app; the session runs their machines. */
export function SharedDialogs() {
  return (
    <>
      <ConfirmDialog />
      <NoticeDialog />
      <Snackbar />
      <ClientDownloadDialog />
    </>
  );
}
