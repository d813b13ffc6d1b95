import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../src/views/shell/app-shell';
import { renderInShell, tutor } from './shell-harness';

const panel = () => screen.getByRole('complementary', { name: 'Your panel' });

describe('person panel: the growth line', () => {
  it('shows the honour, milestones and pet the follow-up loads brought under Growth Values', async () => {
    renderInShell(<AppShell>page</AppShell>, { user: tutor({ growthHonour: 'Rising Tutor', milestonesReached: 3, petName: 'Mochi' }) });
    const points = within(panel()).getByRole('region', { name: /Points and items/ });
    await waitFor(() => expect(within(points).getByText('Rising Tutor · 3 milestones · pet Mochi')).toBeInTheDocument());
  });

  it('shows nothing more before they answer', async () => {
    renderInShell(<AppShell>page</AppShell>);
    const points = within(panel()).getByRole('region', { name: /Points and items/ });
    expect(within(points).queryByText(/milestone/)).toBeNull();
  });
});
