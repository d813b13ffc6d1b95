import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeType } from '../../src/domain/dialogs';
import { Messages } from '../../src/domain/messages';
import { useSharedDialogs, type ConfirmResult } from '../../src/views/dialogs/use-shared-dialogs';
import { AppShell } from '../../src/views/shell/app-shell';
import { renderInShell } from './shell-harness';

/** A page that opens the shared dialogs the way areas do, and shows what the confirms ended with. */
function Opener() {
  const dialogs = useSharedDialogs();
  const [results, setResults] = useState<string[]>([]);
  const keep = (id: string) => (result: ConfirmResult) => setResults((all) => [...all, `${id}:${result}`]);
  return (
    <div>
      <button onClick={() => void dialogs.confirm({ id: 'leave', message: 'Leave this page?' }).then(keep('leave'))}>ask</button>
      <button onClick={() => void dialogs.confirm({ id: 'second', message: 'Another question?' }).then(keep('second'))}>ask again</button>
      <button onClick={() => void dialogs.confirm({ id: 'saved', kind: 'success', message: 'Your changes are saved.' }).then(keep('saved'))}>succeed</button>
      <button onClick={() => dialogs.notice({ noticeType: NoticeType.limitFlow, message: 'Too many tries in a row.' })}>limit</button>
      <button onClick={() => dialogs.notice({ noticeType: NoticeType.lotterySuccess, message: 'You won 5 points.' })}>win</button>
      <button onClick={() => dialogs.snackbar('Link copied.')}>snack</button>
      <output aria-label="results">{results.join(' ')}</output>
    </div>
  );
}

/** Lets settled promises (a confirm's answer) reach React. */
const flush = () => act(async () => {});
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const results = () => screen.getByRole('status', { name: 'results' });

describe('shared dialogs', () => {
  // Fake timers drive the spec's timings; queries stay synchronous (Testing Library's waiting runs on timers too).
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('confirm: 400 px wide, one at a time (a second is refused), and the opener hears the answer', async () => {
    renderInShell(<Opener />);
    click('ask');
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Leave this page?');
    expect(dialog.closest('.p-dialog') ?? dialog).toHaveStyle({ width: '400px' });
    click('ask again');
    await flush();
    expect(results()).toHaveTextContent('second:refused');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await flush();
    expect(results()).toHaveTextContent('second:refused leave:accepted');
  });

  it('confirm: a success dialog closes by itself after 400000 ms', async () => {
    renderInShell(<Opener />);
    click('succeed');
    expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent('Your changes are saved.');
    act(() => {
      vi.advanceTimersByTime(399_999);
    });
    expect(results()).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(results()).toHaveTextContent('saved:autoClosed');
  });

  it("notice: LimitFlow keeps its button disabled for a 3 s countdown, then says 'You can have a try again now.'", async () => {
    renderInShell(<Opener />);
    click('limit');
    const dialog = screen.getByRole('dialog', { name: 'Please slow down' });
    expect(within(dialog).getByRole('button', { name: 'OK (3)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(dialog).getByRole('button', { name: 'OK (2)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(dialog).getByRole('button', { name: 'OK (1)' })).toBeDisabled();
    expect(within(dialog).queryByText(Messages.limitFlowRetry)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
    expect(within(dialog).getByText(Messages.limitFlowRetry)).toBeInTheDocument();
  });

  it('notice: other types show their message with their own title', async () => {
    renderInShell(<Opener />);
    click('win');
    const dialog = screen.getByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('You won 5 points.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('snackbar: shows at the bottom for 4000 ms', () => {
    renderInShell(<Opener />);
    click('snack');
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Link copied.')).toBeNull();
  });
});

describe('TutorClient download dialog', () => {
  it('offers the Windows installer and the Mac disk image from configuration, with the old-client notice, and logs each download', async () => {
    const { callsTo } = renderInShell(<AppShell>page</AppShell>);
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download TutorClient', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Download TutorClient' });
    expect(dialog).toHaveTextContent(Messages.oldClientOffline);
    const windows = within(dialog).getByRole('link', { name: 'Download for Windows' });
    const mac = within(dialog).getByRole('link', { name: 'Download for Mac' });
    expect(windows).toHaveAttribute('href', '/downloads/TutorClientSetup.exe');
    expect(mac).toHaveAttribute('href', '/downloads/TutorClient.dmg');
    // jsdom does not download: keep the click from navigating.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(windows);
    fireEvent.click(mac);
    document.removeEventListener('click', stop);
    await waitFor(() => expect(callsTo('/api/Account/AddTutorClientDownloadsLog')).toHaveLength(2));
    expect(callsTo('/api/Account/AddTutorClientDownloadsLog').map((call) => call.body)).toEqual([
      { SourceType: 1, ClientInfo: navigator.userAgent.slice(0, 500), ClientType: 1 },
      { SourceType: 1, ClientInfo: navigator.userAgent.slice(0, 500), ClientType: 2 },
    ]);
  });
});

describe('watermark', () => {
  it("lays the tutor's name and id over the page at opacity 0.12, hidden from readers and clicks", () => {
    renderInShell(<AppShell>page</AppShell>);
    const watermark = screen.getByTestId('watermark');
    expect(watermark).toHaveAttribute('aria-hidden', 'true');
    expect(watermark).toHaveStyle({ opacity: '0.12' });
    expect(decodeURIComponent(watermark.style.backgroundImage)).toContain('Maria Santos 100231');
  });
});
