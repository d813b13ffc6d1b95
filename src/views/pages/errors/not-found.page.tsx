import { Button } from 'primereact/button';
import { useLocation } from 'wouter';

export default function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">404: Page not found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <Button label="Go to the home page" onClick={() => navigate('/home')} />
      </section>
    </main>
  );
}
