import { Button } from 'primereact/button';
import { useLocation } from 'wouter';

export default function ServerErrorPage() {
  const [, navigate] = useLocation();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="server-error-title">
        <h1 id="server-error-title">500: Something went wrong</h1>
        <p>We could not load your account. Please try again in a moment.</p>
        <Button label="Try again" onClick={() => navigate('/login')} />
      </section>
    </main>
  );
}
