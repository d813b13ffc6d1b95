import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectError } from '../../../machines/single-sign-on.selectors';
import { SignInStatus } from './sign-in-status';
import { useSignInMachine, type SignInMachineRef } from './use-sign-in-machine';

/** /oidc-callback: where the identity provider returns; the sign-in machine redeems its answer. */
export default function OidcCallbackPage() {
  const signIn = useSignInMachine();
  return signIn ? <OidcCallback signIn={signIn} /> : <SignInStatus error="" />;
}

function OidcCallback({ signIn }: { signIn: SignInMachineRef }) {
  const error = useSelector(signIn, selectError);
  useEffect(() => {
    // The machine takes the provider's answer once; a second delivery is ignored.
    signIn.send({ type: 'sso.complete', url: window.location.href });
  }, [signIn]);
  return <SignInStatus error={error} />;
}
