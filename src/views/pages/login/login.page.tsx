import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState, type FormEvent } from 'react';
import { SessionTag } from '../../../machines/session.types';
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
        <InputText
          id="login-username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoFocus
          required
        />
        <label htmlFor="login-password">Password</label>
        <Password
          inputId="login-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          feedback={false}
          toggleMask
          autoComplete="current-password"
          required
        />
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" label="Sign in" icon="pi pi-sign-in" loading={busy} disabled={busy} />
        <SingleSignOnButton />
      </form>
    </main>
  );
}
