import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/session.machine';

/**
 * The root session actor for React. The app passes the session logic with its real actors
 * (`logic` prop); views select narrowly with `SessionContext.useSelector` and only `send`.
 */
export const SessionContext = createActorContext(sessionMachine);
