import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { selectError } from '../../../machines/single-sign-on.selectors';
import { SignInStatus } from './sign-in-status';
import { useSignInMachine, type SignInMachineRef } from './use-sign-in-machine';

/**
 * /clientAutoLogin: the desktop client picks up a sign-in with its login sign, from `?loginSign=`
 * or, without one, from the loginSign cookie the portal stored after signing in inside it.
 */
export default function ClientAutoLoginPage() {
  const signIn = useSignInMachine();
  const loginSign = new URLSearchParams(useSearch()).get('loginSign') ?? '';
  return signIn ? <RedeemLoginSign signIn={signIn} loginSign={loginSign} /> : <SignInStatus error="" />;
}

function RedeemLoginSign({ signIn, loginSign }: { signIn: SignInMachineRef; loginSign: string }) {
  const error = useSelector(signIn, selectError);
  useEffect(() => {
    signIn.send({ type: 'signIn.redeem', kind: 'loginSign', secret: loginSign });
  }, [signIn, loginSign]);
  return <SignInStatus error={error} />;
}
