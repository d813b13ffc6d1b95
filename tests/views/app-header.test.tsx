import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../src/views/shell/app-shell';
import { renderInShell, tutor } from './shell-harness';

const header = () => screen.getByRole('banner');
const shortcuts = () => within(header()).getByRole('navigation', { name: 'Shortcuts' });

describe('header', () => {
  it('shows the logo, the five shortcuts and the chat, and the unread badges capped at 99+', async () => {
    renderInShell(<AppShell>page</AppShell>, { counters: { unread: 120, im: 3 } });
    expect(within(header()).getByRole('link', { name: 'Tutor Portal home' })).toHaveAttribute('href', '/home');
    const links = within(shortcuts()).getAllByRole('link');
    expect(links).toHaveLength(6);
    ['AI Mind', 'AI Chat', 'Teacher Task', 'Network Test', 'Message 99+ unread', 'Chat 3 unread'].forEach((name, index) =>
      expect(links[index]).toHaveAccessibleName(name),
    );
    expect(within(shortcuts()).getByRole('link', { name: 'Chat 3 unread' })).toHaveAttribute('href', '/im');
    expect(within(shortcuts()).getByRole('link', { name: 'Message 99+ unread' })).toHaveTextContent('99+');
    expect(within(shortcuts()).getByRole('link', { name: 'AI Mind' })).toHaveAttribute('href', '/aiChat?systemType=5');
    expect(within(shortcuts()).queryByRole('button', { name: 'Temporary Classroom' })).toBeNull();
  });

  it('shows the count itself up to 99, and no badge without unread messages', () => {
    const { session } = renderInShell(<AppShell>page</AppShell>, { counters: { unread: 99 } });
    expect(within(shortcuts()).getByRole('link', { name: 'Message 99 unread' })).toHaveTextContent('99');
    act(() => session.send({ type: 'counters.updated', counters: { unread: 0, home: 0, notice: 0, warn: 0, remind: 0 } }));
    expect(within(shortcuts()).getByRole('link', { name: 'Message' })).not.toHaveTextContent(/\d/);
  });

  it('logs each shortcut click with its type', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>);
    await user.click(within(shortcuts()).getByRole('link', { name: 'Teacher Task' }));
    await user.click(within(shortcuts()).getByRole('link', { name: 'Message' }));
    await waitFor(() => expect(callsTo('/api/Account/AddTuModelClickLog').map((call) => call.query?.type)).toEqual([4, 6]));
  });

  it('offers the Temporary Classroom inside the desktop client and opens the backup room', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, { isDesktopClient: true });
    await user.click(within(shortcuts()).getByRole('button', { name: 'Temporary Classroom' }));
    await waitFor(() => expect(opened).toEqual(['https://rooms.example.com/r/1']));
    expect(callsTo('/api/Account/AddTuModelClickLog').map((call) => call.query?.type)).toEqual([1]);
  });

  it('shows the avatar (the default one when none), the full name and the numeric teacher id, and signs out', async () => {
    const user = userEvent.setup();
    const { logouts } = renderInShell(<AppShell>page</AppShell>, { user: tutor({ avatar: '', defaultAvatar: '' }) });
    const menuButton = within(header()).getByRole('button', { name: 'Maria Santos ID 100231 account menu' });
    expect(menuButton).toHaveTextContent('Maria Santos');
    expect(menuButton).toHaveTextContent('ID 100231');
    expect(menuButton.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.svg');
    await user.click(menuButton);
    // jsdom runs no CSS transitions, so the popup stays mid-animation (display: none) in the tree.
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    await waitFor(() => expect(logouts).toEqual([1]));
  });

  it('uses the tutor avatar when there is one', () => {
    renderInShell(<AppShell>page</AppShell>, { user: tutor({ avatar: '/files/avatar/100231.jpg' }) });
    expect(
      within(header())
        .getByRole('button', { name: /account menu/ })
        .querySelector('img'),
    ).toHaveAttribute('src', '/files/avatar/100231.jpg');
  });

  it('toggles the theme after ten quick touches on the header, and back after ten more', async () => {
    renderInShell(<AppShell>page</AppShell>);
    const before = document.documentElement.dataset.theme;
    const tap = () =>
      act(() => {
        header().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      });
    for (let i = 0; i < 9; i += 1) tap();
    expect(document.documentElement.dataset.theme).toBe(before);
    tap();
    expect(document.documentElement.dataset.theme).toBe(before === 'dark' ? 'light' : 'dark');
    for (let i = 0; i < 10; i += 1) tap();
    expect(document.documentElement.dataset.theme).toBe(before === 'dark' ? 'dark' : 'light');
  });
});
