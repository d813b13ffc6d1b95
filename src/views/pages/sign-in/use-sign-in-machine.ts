import { SessionContext } from '../../session-context';

/** The session's sign-in child (single sign-on and one-time secrets); undefined until the session has started it. */
export function useSignInMachine() {
  return SessionContext.useSelector((snapshot) => snapshot.children.singleSignOn);
}

export type SignInMachineRef = NonNullable<ReturnType<typeof useSignInMachine>>;
