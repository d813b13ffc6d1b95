import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createPageLogic, type PageDeps, type PageLogic } from '../actors/page-logic';
import { SessionContext } from './session-context';

const PageLogicContext = createContext<PageLogic | null>(null);

/** Builds the page logic once, reporting failed calls to the session. */
export function PageLogicProvider({ api, children }: { api: PageDeps['api']; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const logic = useMemo(
    () =>
      createPageLogic({
        api,
        reportError: (error) => session.send({ type: 'api.failed', error }),
        startUpload: (request) => session.send({ type: 'upload.start', ...request }),
      }),
    [api, session],
  );
  return <PageLogicContext.Provider value={logic}>{children}</PageLogicContext.Provider>;
}

/** For tests: provides page logic built with fake actors. */
export function TestPageLogicProvider({ logic, children }: { logic: PageLogic; children: ReactNode }) {
  return <PageLogicContext.Provider value={logic}>{children}</PageLogicContext.Provider>;
}

/** The page and dialog logic of the app. */
export function usePageLogic(): PageLogic {
  const logic = useContext(PageLogicContext);
  if (!logic) throw new Error('usePageLogic outside PageLogicProvider');
  return logic;
}
