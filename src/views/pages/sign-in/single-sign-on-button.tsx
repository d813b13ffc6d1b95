import { useSelector } from '@xstate/react';
import { selectError, selectIsBusy } from '../../../machines/single-sign-on.selectors';
import { LightButton } from '../../components/light-controls';
import '../../styles/sign-in.css';
import { useSignInMachine, type SignInMachineRef } from './use-sign-in-machine';

/** The way to the identity provider's sign-in page, offered beside the password form on /login. */
export function SingleSignOnButton() {
  const signIn = useSignInMachine();
  return signIn ? <StartSingleSignOn signIn={signIn} /> : null;
}

function StartSingleSignOn({ signIn }: { signIn: SignInMachineRef }) {
  const busy = useSelector(signIn, selectIsBusy);
  const error = useSelector(signIn, selectError);
  return (
    <>
      <div className="auth-divider" role="separator">
        or
      </div>
      <LightButton label="Sign in with single sign-on" icon="pi pi-id-card" outlined loading={busy} onClick={() => signIn.send({ type: 'sso.start' })} />
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
