import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sessionPageDeps, type PageDeps } from '../actors/page-logic';
import { SessionContext } from './session-context';

const PageDepsContext = createContext<PageDeps | null>(null);

/** Builds the page dependencies once, over the session (failed calls, uploads, notices, read state). */
export function PageLogicProvider({ api, children }: { api: PageDeps['api']; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const deps = useMemo(() => sessionPageDeps(api, session), [api, session]);
  return <PageDepsContext.Provider value={deps}>{children}</PageDepsContext.Provider>;
}

const built = new WeakMap<PageDeps, Map<unknown, unknown>>();

/**
 * For tests: provides page dependencies with a fake API; `overrides` puts an area's logic built
 * with fakes of its own in place of what its factory would build.
 */
export function TestPageLogicProvider({
  deps,
  overrides = [],
  children,
}: {
  deps: PageDeps;
  overrides?: ReadonlyArray<readonly [(deps: PageDeps) => unknown, unknown]>;
  children: ReactNode;
}) {
  if (overrides.length > 0 && !built.has(deps)) built.set(deps, new Map(overrides));
  return <PageDepsContext.Provider value={deps}>{children}</PageDepsContext.Provider>;
}

/** The page dependencies themselves, for a view that hands them to a component's own logic. */
export function usePageDeps(): PageDeps {
  const deps = useContext(PageDepsContext);
  if (!deps) throw new Error('usePageDeps outside PageLogicProvider');
  return deps;
}

/**
 * The logic of one area, built once per app by its factory from `src/actors` (the same object on
 * every render, so `useActorRef` keeps its actor): `useAreaLogic(createShellLogic).sidebar`.
 */
export function useAreaLogic<T>(createLogic: (deps: PageDeps) => T): T {
  const deps = useContext(PageDepsContext);
  if (!deps) throw new Error('useAreaLogic outside PageLogicProvider');
  let byFactory = built.get(deps);
  if (!byFactory) built.set(deps, (byFactory = new Map()));
  if (!byFactory.has(createLogic)) byFactory.set(createLogic, createLogic(deps));
  return byFactory.get(createLogic) as T;
}
