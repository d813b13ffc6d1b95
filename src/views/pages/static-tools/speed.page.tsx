import { Link } from 'wouter';
import { SPEED_TEST_URL } from '../../shell/header-shortcuts';
import '../../styles/records.css';

/** /speed (extra static route): points to the network test, which runs as its own page. */
export default function SpeedPage() {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="speed-title">
        <h1 id="speed-title">Network Test</h1>
        <p>Checks the connection from this computer to the portal. Run it before your first class of the day.</p>
        <p className="records-links">
          <a href={SPEED_TEST_URL}>Open the network test</a> · <Link href="/home">Back to the dashboard</Link>
        </p>
      </section>
    </main>
  );
}
