import { useActorRef } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { createTutorClientLogic } from '../../../actors/tutor-client.actors';
import { ClientType } from '../../../domain/client-logs';
import { Messages } from '../../../domain/messages';
import { useAreaLogic } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import '../../styles/records.css';

/** /tutorClient (public): the desktop TutorClient's Windows installer and Mac disk image, each download logged. */
export default function TutorClientPage() {
  const links = SessionContext.useSelector((snapshot) => snapshot.context.setting?.ClientDownload ?? null);
  const downloads = useActorRef(useAreaLogic(createTutorClientLogic).downloads);
  useEffect(() => downloads.send({ type: 'clientDownload.open' }), [downloads]);
  const chosen = (clientType: ClientType) => downloads.send({ type: 'clientDownload.chosen', clientType });
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="client-title">
        <h1 id="client-title">TutorClient for desktop</h1>
        <p>Teach from the TutorClient app: classes open in their own window and stay connected through browser updates.</p>
        <div className="records-actions">
          <a className="p-button p-component" href={links?.WindowsUrl ?? '#'} download onClick={() => chosen(ClientType.windows)}>
            <span className="pi pi-microsoft" aria-hidden="true" />
            &nbsp;Download for Windows
          </a>
          <a className="p-button p-component p-button-outlined" href={links?.MacUrl ?? '#'} download onClick={() => chosen(ClientType.mac)}>
            <span className="pi pi-apple" aria-hidden="true" />
            &nbsp;Download for Mac
          </a>
        </div>
        <p role="note">
          <span className="pi pi-info-circle" aria-hidden="true" /> {Messages.oldClientOffline}
        </p>
        <p className="records-links">
          <Link href="/login">
            <Button label="Sign in to the portal" text />
          </Link>
        </p>
      </section>
    </main>
  );
}
