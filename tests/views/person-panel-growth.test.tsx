import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageDeps } from '../../src/views/page-logic-context';
import { AppShell } from '../../src/views/shell/app-shell';
import { demoAnswers, renderInShell, tutor } from './shell-harness';

/** A page that claims points, as the growth centre's tasks and rewards do. */
function ClaimingPage() {
  const deps = usePageDeps();
  return (
    <button type="button" onClick={() => deps.scoresChanged({ growthSystemScore: 441.5 }, 'growthCentre')}>
      Claim
    </button>
  );
}

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

  it('shows the new Growth Values and loads the scores again when a page claimed points, without a reload', async () => {
    const base = demoAnswers();
    let monthScore = 64.3;
    const shell = renderInShell(
      <AppShell>
        <ClaimingPage />
      </AppShell>,
      { answers: { ...base, '/api/tutordata/TutorAllScore': () => ({ ...(base['/api/tutordata/TutorAllScore'] as object), MonthScore: monthScore }) } },
    );
    const points = within(panel()).getByRole('region', { name: /Points and items/ });
    await waitFor(() => expect(within(points).getByText('64.3')).toBeInTheDocument());
    expect(within(points).getByText('436.5')).toBeInTheDocument();
    monthScore = 66.3;
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await within(points).findByText('441.5')).toBeInTheDocument();
    expect(await within(points).findByText('66.3')).toBeInTheDocument();
    expect(shell.callsTo('/api/tutordata/TutorAllScore')).toHaveLength(2);
  });
});
