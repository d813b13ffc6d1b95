import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingButtons } from '../../src/views/shell/floating-buttons';
import { anyScreen, phoneScreen, renderInShell, tutor } from './shell-harness';

describe('floating-button slot', () => {
  it('stacks the buttons in one group; the training messages card opens /trainingCenter/moodleMessage', async () => {
    const { location } = renderInShell(<FloatingButtons />, { user: tutor({ isGrowthSystemTestGroup: false }), path: '/classTable' });
    const slot = screen.getByRole('group', { name: 'Quick actions' });
    const names = within(slot)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['Training platform messages', 'Feedback']));
    expect(names.indexOf('Training platform messages')).toBeLessThan(names.indexOf('Feedback'));
    await userEvent.click(within(slot).getByRole('button', { name: 'Training platform messages' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/trainingCenter/moodleMessage'));
    expect(within(slot).queryByRole('button', { name: 'Training platform messages' })).not.toBeInTheDocument();
  });

  it('at phone width keeps the round buttons behind "More quick actions", and the growth entry in sight', async () => {
    phoneScreen();
    renderInShell(<FloatingButtons />, { user: tutor({ isGrowthSystemTestGroup: true }), path: '/classTable' });
    const slot = screen.getByRole('group', { name: 'Quick actions' });
    expect(await within(slot).findByRole('link', { name: /^Growth Centre: / })).toBeVisible();
    expect(within(slot).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    const more = within(slot).getByRole('button', { name: 'More quick actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(slot).getByRole('button', { name: 'Feedback' })).toBeVisible();
    const fewer = within(slot).getByRole('button', { name: 'Fewer quick actions' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    expect(within(slot).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('is one column without a toggle on wider screens', () => {
    renderInShell(<FloatingButtons />, { user: tutor({ isGrowthSystemTestGroup: false }), path: '/classTable' });
    const slot = screen.getByRole('group', { name: 'Quick actions' });
    expect(within(slot).getByRole('button', { name: 'Feedback' })).toBeVisible();
    expect(within(slot).queryByRole('button', { name: 'More quick actions' })).not.toBeInTheDocument();
  });
});

afterEach(anyScreen);
