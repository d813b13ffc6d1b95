import { ProgressSpinner } from 'primereact/progressspinner';
import { Link } from 'wouter';
import { LOGIN_PATH } from '../../../domain/routes';
import '../../styles/sign-in.css';

/**
 * What the sign-in addresses (/oidc-callback, /loginAuto, /clientAutoLogin) show: progress while
 * the sign-in is on its way, or why it failed with the way back to the sign-in page.
 */
export function SignInStatus({ error }: { error: string }) {
  return (
    <main className="auth-page">
      {error ? (
        <section className="auth-card sign-in-status" aria-labelledby="sign-in-status-title">
          <h1 id="sign-in-status-title">We could not sign you in</h1>
          <p className="auth-error" role="alert">
            {error}
          </p>
          <Link href={LOGIN_PATH} replace className="p-button p-component sign-in-status-action">
            <span className="pi pi-sign-in" aria-hidden="true" />
            <span>Go to the sign-in page</span>
          </Link>
        </section>
      ) : (
        <section className="auth-card sign-in-status" aria-busy="true" aria-labelledby="sign-in-status-title">
          <ProgressSpinner className="sign-in-status-spinner" strokeWidth="4" aria-hidden="true" />
          <h1 id="sign-in-status-title">Signing you in…</h1>
        </section>
      )}
    </main>
  );
}
