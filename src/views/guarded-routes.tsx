import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useReducer, useRef, useState, useTransition, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { RouteGuardTag } from '../machines/route-guard.types';
import type { routeGuardMachine } from '../machines/route-guard.machine';
import type { ActorRefFrom } from 'xstate';
import { CHUNK_REPORT_TIMEOUT_MS, chunkReport } from '../domain/client-errors';
import { ChunkErrorBoundary } from './components/chunk-error-boundary';
import { TopProgressBar } from './components/progress-bar';
import { usePageDeps } from './page-logic-context';
import { PageCommitted } from './first-page-paint-context';
import type { CodeLoader, LazyPage } from './lazy-page';
import { findRoute } from './route-table';
import { SessionContext } from './session-context';

type GuardRef = ActorRefFrom<typeof routeGuardMachine>;

/**
 * Tells the route guard about every location change and renders only what the guard let
 * through, so a protected page never flashes before the check.
 */
export function GuardedRoutes({ shell: Shell }: { shell: LazyPage<{ children: ReactNode }> }) {
  const [path] = useLocation();
  const search = useSearch();
  const session = SessionContext.useActorRef();
  const guard: GuardRef | undefined = SessionContext.useSelector((snapshot) => snapshot.children.routeGuard);

  useEffect(() => {
    session.send({ type: 'route.navigate', location: { path, search, hash: window.location.hash.replace(/^#/, '') } });
  }, [session, path, search]);

  const { api } = usePageDeps();
  // The failure's type and request go to the server's client-error log (shell.md §8) before the
  // guard replaces to the pending path (step 9); a failed report is only logged.
  const onChunkFailed = useCallback(
    (error: unknown) => {
      api
        .post('/api/ClientLog/ReportClientError', { ...chunkReport(error, window.location.pathname) }, undefined, { timeout: CHUNK_REPORT_TIMEOUT_MS })
        .catch((failure: unknown) => console.warn('the chunk failure could not be reported', failure))
        .finally(() => session.send({ type: 'route.chunkFailed' }));
    },
    [api, session],
  );

  if (!guard) return null;
  return <GuardOutlet guard={guard} Shell={Shell} onChunkFailed={onChunkFailed} />;
}

function GuardOutlet({ guard, Shell, onChunkFailed }: { guard: GuardRef; Shell: LazyPage<{ children: ReactNode }>; onChunkFailed: (error: unknown) => void }) {
  const checking = useSelector(guard, (snapshot) => snapshot.hasTag(RouteGuardTag.busy));
  const { allowedPath, rendering } = useAllowedPath(guard);
  const route = allowedPath === null ? undefined : findRoute(allowedPath);
  const pageCodeSettled = useCodeSettled(route?.component);
  const shellCodeSettled = useCodeSettled(route?.frame === 'shell' ? Shell : undefined);
  // A shell not yet on screen waits for its page too, so the two paint together rather than the
  // shell first with a bar where the page goes. Once it shows, it stays while the next page loads.
  const shellShown = useRef(false);
  const frameReady = shellCodeSettled && (pageCodeSettled || shellShown.current);
  useEffect(() => {
    shellShown.current = route?.frame === 'shell' && frameReady;
  });
  // One bar for all the waiting: the guard's check, the page's (or shell's) code, the render.
  const busy = checking || rendering || !frameReady || !pageCodeSettled;
  const page = !pageCodeSettled ? null : route ? (
    <ChunkErrorBoundary key={route.path} onChunkFailed={onChunkFailed}>
      <Suspense fallback={<TopProgressBar active />}>
        <route.component />
        <PageCommitted />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
  return (
    <>
      <TopProgressBar active={busy} />
      {!frameReady ? null : route?.frame === 'shell' ? (
        // The shell's code is here by now; its boundaries catch a lazy part inside it, and a failed
        // shell chunk shows the same retry as a page's (keyed apart from the page's boundary).
        <ChunkErrorBoundary key="shell" onChunkFailed={onChunkFailed}>
          <Suspense fallback={<TopProgressBar active />}>
            <Shell>{page}</Shell>
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        page
      )}
    </>
  );
}

type GuardSnapshot = ReturnType<GuardRef['getSnapshot']>;
const allowedOf = (snapshot: GuardSnapshot) => snapshot.context.allowed?.path ?? null;

/**
 * The path the guard let through, taken in a transition: React renders the new page (and on the
 * first visit the shell) in slices between frames rather than in one long task that would hold up
 * the tutor's first clicks, and `rendering` keeps the progress bar running meanwhile.
 */
function useAllowedPath(guard: GuardRef): { allowedPath: string | null; rendering: boolean } {
  const [allowedPath, setAllowedPath] = useState(() => allowedOf(guard.getSnapshot()));
  const [rendering, startTransition] = useTransition();
  useEffect(() => {
    const take = (snapshot: GuardSnapshot) => startTransition(() => setAllowedPath(allowedOf(snapshot)));
    take(guard.getSnapshot());
    const subscription = guard.subscribe(take);
    return () => subscription.unsubscribe();
  }, [guard]);
  return { allowedPath, rendering };
}

/**
 * Whether the code of the page (or of the shell) has arrived. Until it has, the outlet shows the
 * progress bar in its place rather than mounting a Suspense fallback: React holds content back for
 * up to 300 ms after a fallback shows, which on a first visit delayed the page's first paint by that
 * much. A chunk that failed counts as settled: the part renders, and its boundary takes the failure
 * path (shell.md §8).
 */
function useCodeSettled(code: CodeLoader | undefined): boolean {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const settled = code === undefined || code.isSettled();
  useEffect(() => {
    if (settled) return;
    let current = true;
    void code
      .preload()
      .catch(() => undefined)
      .then(() => current && rerender());
    return () => {
      current = false;
    };
  }, [code, settled]);
  return settled;
}
