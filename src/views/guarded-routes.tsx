import { useSelector } from '@xstate/react';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { RouteGuardTag } from '../machines/route-guard.types';
import type { routeGuardMachine } from '../machines/route-guard.machine';
import type { ActorRefFrom } from 'xstate';
import { TopProgressBar } from './components/progress-bar';
import { findRoute } from './route-table';
import { SessionContext } from './session-context';

type GuardRef = ActorRefFrom<typeof routeGuardMachine>;

/**
 * Tells the route guard about every location change and renders only what the guard let
 * through, so a protected page never flashes before the check.
 */
export function GuardedRoutes({ shell: Shell }: { shell: (props: { children: ReactNode }) => ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const session = SessionContext.useActorRef();
  const guard: GuardRef | undefined = SessionContext.useSelector((snapshot) => snapshot.children.routeGuard);

  useEffect(() => {
    session.send({ type: 'route.navigate', location: { path, search, hash: window.location.hash.replace(/^#/, '') } });
  }, [session, path, search]);

  if (!guard) return null;
  return <GuardOutlet guard={guard} Shell={Shell} onChunkFailed={() => session.send({ type: 'route.chunkFailed' })} />;
}

function GuardOutlet({
  guard,
  Shell,
  onChunkFailed,
}: {
  guard: GuardRef;
  Shell: (props: { children: ReactNode }) => ReactNode;
  onChunkFailed: () => void;
}) {
  const busy = useSelector(guard, (snapshot) => snapshot.hasTag(RouteGuardTag.busy));
  const allowedPath = useSelector(guard, (snapshot) => snapshot.context.allowed?.path ?? null);
  const route = allowedPath === null ? undefined : findRoute(allowedPath);
  const page = route ? (
    <ChunkErrorBoundary key={route.path} onChunkFailed={onChunkFailed}>
      <Suspense fallback={<TopProgressBar active />}>
        <route.component />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
  return (
    <>
      <TopProgressBar active={busy} />
      {route?.frame === 'shell' ? (
        // The shell itself may be a lazy chunk (it is in the app): the bar shows while it loads.
        <Suspense fallback={<TopProgressBar active />}>
          <Shell>{page}</Shell>
        </Suspense>
      ) : (
        page
      )}
    </>
  );
}

/** A lazy page whose chunk fails to load: the guard replaces to the pending path (step 9). */
class ChunkErrorBoundary extends Component<{ children: ReactNode; onChunkFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('page failed to load', error);
    this.props.onChunkFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
