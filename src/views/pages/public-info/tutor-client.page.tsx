import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { SessionContext } from '../../session-context';
import '../../styles/records.css';

/** /tutorClient (public): where the desktop TutorClient is downloaded, for Windows and Mac. */
export default function TutorClientPage() {
  const links = SessionContext.useSelector((snapshot) => snapshot.context.setting?.ClientDownload ?? null);
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="client-title">
        <h1 id="client-title">TutorClient for desktop</h1>
        <p>Teach from the TutorClient app: classes open in their own window and stay connected through browser updates.</p>
        <div className="records-actions">
          <a className="p-button p-component" href={links?.WindowsUrl ?? '#'} download>
            <span className="pi pi-microsoft" aria-hidden="true" />
            &nbsp;Windows
          </a>
          <a className="p-button p-component" href={links?.MacUrl ?? '#'} download>
            <span className="pi pi-apple" aria-hidden="true" />
            &nbsp;Mac
          </a>
        </div>
        <p className="records-links">
          <Link href="/login">
            <Button label="Sign in to the portal" text />
          </Link>
        </p>
      </section>
    </main>
  );
}
