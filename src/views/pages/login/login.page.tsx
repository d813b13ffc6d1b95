import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { SessionTag } from '../../../machines/session.types';
import { LightButton, LightInput, LightPassword } from '../../components/light-controls';
import { SessionContext } from '../../session-context';
import { SingleSignOnButton } from '../sign-in/single-sign-on-button';

/** Password sign-in, or single sign-on. The session trims the username and shows the server's message on failure. */
export default function LoginPage() {
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((snapshot) => snapshot.hasTag(SessionTag.signingIn));
  const error = SessionContext.useSelector((snapshot) => snapshot.context.loginError);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'session.login', username, password });
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Sign in to the Tutor Portal</h1>
        <label htmlFor="login-username">Username</label>
        <LightInput id="login-username" value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="username" autoFocus required />
        <label htmlFor="login-password">Password</label>
        <LightPassword id="login-password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        <LightButton type="submit" label="Sign in" icon="pi pi-sign-in" loading={busy} />
        <SingleSignOnButton />
        <p className="auth-links">
          <Link href="/forgetPassword">Forgot password?</Link> · <Link href="/retrieveEmail">Forgot your e-mail?</Link>
        </p>
      </form>
    </main>
  );
}
