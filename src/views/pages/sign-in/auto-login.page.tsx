import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { selectError } from '../../../machines/single-sign-on.selectors';
import { SignInStatus } from './sign-in-status';
import { useSignInMachine, type SignInMachineRef } from './use-sign-in-machine';

/** /loginAuto?code=[&then=]: an e-mail link, the desktop client or the call card signs the tutor in with a one-time code. */
export default function AutoLoginPage() {
  const signIn = useSignInMachine();
  const search = new URLSearchParams(useSearch());
  const code = search.get('code') ?? '';
  // `then`: where the link continues once signed in (the call card's temporary link opens the call).
  const then = search.get('then') ?? undefined;
  return signIn ? <RedeemCode signIn={signIn} code={code} then={then} /> : <SignInStatus error="" />;
}

function RedeemCode({ signIn, code, then }: { signIn: SignInMachineRef; code: string; then: string | undefined }) {
  const error = useSelector(signIn, selectError);
  useEffect(() => {
    signIn.send({ type: 'signIn.redeem', kind: 'autoLoginCode', secret: code, ...(then ? { then } : {}) });
  }, [signIn, code, then]);
  return <SignInStatus error={error} />;
}
