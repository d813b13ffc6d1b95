import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../src/views/shell/app-shell';
import { demoAnswers, renderInShell } from './shell-harness';

const firstLogin = { ...demoAnswers(), '/api/Account/GetGuidedTourStatus': { Show: true, CompletedAt: null } };

describe('guided tour', () => {
  it('walks the sidebar, the floating buttons and the shortcut area, then records that it was done', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, { answers: firstLogin });
    const tour = await screen.findByRole('dialog', { name: 'Your menu' });
    expect(tour).toHaveTextContent('1 / 3');
    expect(document.querySelector('[data-tour="sidebar"]')).not.toBeNull();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    const step2 = screen.getByRole('dialog', { name: 'Quick buttons' });
    expect(step2).toHaveTextContent('2 / 3');
    expect(document.querySelector('[data-tour="floating-buttons"]')).not.toBeNull();
    await user.click(within(step2).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Your menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const step3 = screen.getByRole('dialog', { name: 'Shortcuts' });
    expect(document.querySelector('[data-tour="shortcuts"]')).toBe(screen.getByRole('navigation', { name: 'Shortcuts' }));
    await user.click(within(step3).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(callsTo('/api/Account/FinishGuidedTour')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Shortcuts' })).toBeNull();
  });

  it('can be skipped, which also records it', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, { answers: firstLogin });
    await user.click(within(await screen.findByRole('dialog', { name: 'Your menu' })).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(callsTo('/api/Account/FinishGuidedTour')).toHaveLength(1));
  });

  it('does not show once the tutor has finished it', async () => {
    const { callsTo } = renderInShell(<AppShell>page</AppShell>);
    await waitFor(() => expect(callsTo('/api/Account/GetGuidedTourStatus')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Your menu' })).toBeNull();
  });
});
