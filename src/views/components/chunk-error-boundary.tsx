import { Component, type ReactNode } from 'react';
import { ChunkFailureTexts } from '../../domain/client-errors';
import { PageCommitted } from '../first-page-paint-context';

/**
 * Catches a lazy page whose code failed to load (shell.md §8, §4 step 9): tells its owner (which
 * reports it and lets the guard replace to the pending path) and shows a clear retry in place of
 * the page, never a blank screen. Keyed by the route, so the next page starts clean.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; onChunkFailed: (error: unknown) => void; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('page failed to load', error);
    this.props.onChunkFailed(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    // The retry is the page the tutor sees: it counts as the first page painted, so the report of
    // the failure (and the calls waiting on that paint) go out behind it, not five seconds later.
    return (
      <>
        <ChunkFailure onRetry={this.props.onRetry ?? (() => window.location.reload())} />
        <PageCommitted />
      </>
    );
  }
}

/**
 * What shows instead of the page. Retry reloads the document: React keeps a failed lazy import
 * failed, and after a deploy the old file names are gone, so only a fresh load can succeed.
 */
export function ChunkFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" aria-labelledby="chunk-failure-title" style={{ maxWidth: '32rem', margin: '4rem auto', padding: '1.5rem', textAlign: 'center' }}>
      <h2 id="chunk-failure-title" style={{ marginTop: 0 }}>
        {ChunkFailureTexts.title}
      </h2>
      <p>{ChunkFailureTexts.message}</p>
      {/* PrimeReact's look without its code: this boundary is in the first chunk, which sign-in loads. */}
      <button type="button" className="p-button p-component" onClick={onRetry}>
        <span className="p-button-icon p-c p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label p-c">{ChunkFailureTexts.retry}</span>
      </button>
    </section>
  );
}
