import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createFirstPagePaint } from '../../src/actors/first-page-paint';
import { FirstPagePaintProvider } from '../../src/views/first-page-paint-context';
import { lazyPage } from '../../src/views/lazy-page';
import { AppShell } from '../../src/views/shell/app-shell';
import { renderInShell } from './shell-harness';

describe('the page comes first', () => {
  it("holds the layout's dialogs, reminders and logs back until the first page has painted", async () => {
    // Their chunk already loaded, so only the wait for the paint can hold them back.
    await import('../../src/views/shell/shell-extras');
    let paintFrame: (() => void) | undefined;
    const paint = createFirstPagePaint(
      { requestAnimationFrame: (callback) => (paintFrame = callback), setTimeout: (callback, ms) => (ms === 0 ? callback() : undefined) },
      60_000,
    );
    const { callsTo } = renderInShell(
      <FirstPagePaintProvider value={paint}>
        <AppShell>
          <h1>Welcome back</h1>
        </AppShell>
      </FirstPagePaintProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('/api/System/GetMenuList').length).toBeGreaterThan(0);
    expect(callsTo('/api/Teacher/GetIsAgreeProtocol')).toHaveLength(0);
    expect(callsTo('/api/TutorComm/AddTutorClientUsageLog')).toHaveLength(0);

    act(() => paint.pageCommitted());
    expect(callsTo('/api/Teacher/GetIsAgreeProtocol')).toHaveLength(0);
    // The frame that paints the page, then the next one: the page is on its way to the screen.
    await act(async () => paintFrame?.());
    expect(callsTo('/api/Teacher/GetIsAgreeProtocol')).toHaveLength(0);
    await act(async () => paintFrame?.());
    await waitFor(() => expect(callsTo('/api/Teacher/GetIsAgreeProtocol')).toHaveLength(1));
    await waitFor(() => expect(callsTo('/api/TutorComm/AddTutorClientUsageLog')).toHaveLength(1));
  });
});

describe('a page loaded ahead', () => {
  it('renders at once, without the Suspense fallback, once its code is here', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the page</p> }));
    expect(Page.isSettled()).toBe(false);
    await Page.preload();
    expect(Page.isSettled()).toBe(true);

    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('counts a chunk that failed as settled, and still fails when rendered', async () => {
    const Page = lazyPage(() => Promise.reject<{ default: ComponentType }>(new Error('chunk gone')));
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    expect(Page.isSettled()).toBe(true);
  });
});
