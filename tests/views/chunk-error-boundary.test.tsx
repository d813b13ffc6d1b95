import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkFailureTexts } from '../../src/domain/client-errors';
import { ChunkErrorBoundary } from '../../src/views/components/chunk-error-boundary';

describe('a lazy page whose chunk fails to load', () => {
  it('shows a clear retry instead of a blank page and hands the error to its owner once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-x.js');
    const Broken = lazy(() => Promise.reject(failure));
    const failed: unknown[] = [];
    const retries: number[] = [];
    render(
      <ChunkErrorBoundary onChunkFailed={(error) => failed.push(error)} onRetry={() => retries.push(1)}>
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    const alert = await screen.findByRole('alert', { name: ChunkFailureTexts.title });
    expect(alert).toHaveTextContent(ChunkFailureTexts.message);
    expect(failed).toEqual([failure]);
    await userEvent.click(screen.getByRole('button', { name: ChunkFailureTexts.retry }));
    expect(retries).toEqual([1]);
    vi.restoreAllMocks();
  });

  it('renders the page when its chunk loads', async () => {
    const Page = lazy(async () => ({ default: () => <h1>Flowers</h1> }));
    render(
      <ChunkErrorBoundary onChunkFailed={() => {}}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Flowers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
