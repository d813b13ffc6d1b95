import { useSelector } from '@xstate/react';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { ClientType } from '../../domain/client-logs';
import { Messages } from '../../domain/messages';
import type { ClientDownloadMachine } from '../../machines/client-download.machine';
import { SessionContext } from '../session-context';

/** The TutorClient download dialog: the Windows installer and the Mac disk image from configuration. */
export function ClientDownloadDialog() {
  const ref = SessionContext.useSelector((snapshot) => snapshot.children.clientDownload);
  return ref ? <ClientDownloadDialogView dialogRef={ref} /> : null;
}

function ClientDownloadDialogView({ dialogRef }: { dialogRef: ActorRefFrom<ClientDownloadMachine> }) {
  const open = useSelector(dialogRef, (snapshot) => snapshot.matches('open'));
  const links = SessionContext.useSelector((snapshot) => snapshot.context.setting?.ClientDownload ?? null);
  const chosen = (clientType: ClientType) => dialogRef.send({ type: 'clientDownload.chosen', clientType });
  return (
    <Dialog
      header="Download TutorClient"
      visible={open}
      onHide={() => dialogRef.send({ type: 'clientDownload.close' })}
      style={{ width: '550px', maxWidth: '95vw' }}
      className="shared-dialog"
    >
      <p>The TutorClient is the desktop app for your classes. Choose your computer:</p>
      <div className="client-downloads">
        <a className="p-button client-download" href={links?.WindowsUrl ?? '#'} download onClick={() => chosen(ClientType.windows)}>
          <i className="pi pi-microsoft" aria-hidden="true" /> Download for Windows
        </a>
        <a className="p-button p-button-outlined client-download" href={links?.MacUrl ?? '#'} download onClick={() => chosen(ClientType.mac)}>
          <i className="pi pi-apple" aria-hidden="true" /> Download for Mac
        </a>
      </div>
      <p className="client-download-notice">
        <i className="pi pi-info-circle" aria-hidden="true" /> {Messages.oldClientOffline}
      </p>
    </Dialog>
  );
}
