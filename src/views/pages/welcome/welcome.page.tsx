import { useLocation } from 'wouter';
import { LightButton } from '../../components/light-controls';

/** Where signed-out visitors land: what the portal is, and the way in. */
export default function WelcomePage() {
  const [, navigate] = useLocation();
  return (
    <main className="auth-page">
      <section className="auth-card welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Welcome to the Tutor Portal</h1>
        <p>Your classes, schedule, training, pay and messages in one place.</p>
        <LightButton label="Sign in" icon="pi pi-sign-in" onClick={() => navigate('/login')} />
      </section>
    </main>
  );
}
