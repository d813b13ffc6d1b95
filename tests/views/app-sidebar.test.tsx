import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/api-errors';
import { AppShell } from '../../src/views/shell/app-shell';
import { anyScreen, demoAnswers, phoneScreen, renderInShell, tutor } from './shell-harness';

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });
const names = async () =>
  within(await menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(anyScreen);

describe('sidebar', () => {
  it('lists the shown type 0 items from the server, with the feedback dot on Feedback and the current page marked', async () => {
    renderInShell(<AppShell>page</AppShell>, { path: '/SOP/scoreClass' });
    await waitFor(async () => expect(await names()).toEqual(['Dashboard', 'SOP Score/class', 'Service Fee', 'Feedback, new feedback message']));
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'SOP Score/class' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home');
    expect(within(nav).queryByRole('link', { name: /Referrals/ })).toBeNull();
  });

  it('has no Service Fee for a franchisee tutor and no dot without a feedback message', async () => {
    renderInShell(<AppShell>page</AppShell>, {
      user: tutor({ isFranchiseeUser: true }),
      answers: { ...demoAnswers(), '/api/FeedBack/IsShowFeeBackMsg': false },
    });
    await waitFor(async () => expect(await names()).toEqual(['Dashboard', 'SOP Score/class', 'Feedback']));
  });

  it('collapses to mini mode with a tooltip on each item, remembered through SetSidebarMenuMini', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>);
    await waitFor(async () => expect(await names()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-pr-tooltip', 'Dashboard');
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo('/api/Account/SetSidebarMenuMini').map((call) => call.query)).toEqual([{ mini: true }]));
    await user.hover(within(nav).getByRole('link', { name: 'Service Fee' }));
    expect(await screen.findByText('Service Fee', { selector: '.p-tooltip-text' })).toBeInTheDocument();
  });

  it('starts in the mode the tutor left it in, and goes back to it when saving fails', async () => {
    const user = userEvent.setup();
    const { reported } = renderInShell(<AppShell>page</AppShell>, {
      user: tutor({ sidebarMenuMini: true }),
      answers: { ...demoAnswers(), '/api/Account/SetSidebarMenuMini': new ApiError('transport', 'Links seem to get inaccessible.') },
    });
    const expand = await screen.findByRole('button', { name: 'Expand the menu' });
    await user.click(expand);
    await waitFor(() => expect(reported.map((error) => error.message)).toEqual(['Links seem to get inaccessible.']));
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toBeInTheDocument();
  });

  it('reports a failed menu call and loads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const answers = demoAnswers();
    const menuAnswer = answers['/api/System/GetMenuList'];
    const { reported } = renderInShell(<AppShell>page</AppShell>, {
      answers: { ...answers, '/api/System/GetMenuList': () => (fail ? new ApiError('business', 'Data verification failed', 1) : menuAnswer) },
    });
    await screen.findByRole('button', { name: 'Load the menu again' });
    expect(reported.map((error) => error.message)).toEqual(['Data verification failed']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load the menu again' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
  });

  it('becomes a drawer at phone width, opened from the header and closed on navigation', async () => {
    phoneScreen();
    const user = userEvent.setup();
    const { location } = renderInShell(<AppShell>page</AppShell>);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const nav = await menu();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    await user.click(within(nav).getByRole('link', { name: 'SOP Score/class' }));
    expect(location.history?.at(-1)).toBe('/SOP');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });
});
