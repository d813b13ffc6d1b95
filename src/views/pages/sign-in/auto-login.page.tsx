import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { selectError } from '../../../machines/single-sign-on.selectors';
import { SignInStatus } from './sign-in-status';
import { useSignInMachine, type SignInMachineRef } from './use-sign-in-machine';

/** /loginAuto?code=: an e-mail link or the desktop client signs the tutor in with a one-time code. */
export default function AutoLoginPage() {
  const signIn = useSignInMachine();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  return signIn ? <RedeemCode signIn={signIn} code={code} /> : <SignInStatus error="" />;
}

function RedeemCode({ signIn, code }: { signIn: SignInMachineRef; code: string }) {
  const error = useSelector(signIn, selectError);
  useEffect(() => {
    signIn.send({ type: 'signIn.redeem', kind: 'autoLoginCode', secret: code });
  }, [signIn, code]);
  return <SignInStatus error={error} />;
}
