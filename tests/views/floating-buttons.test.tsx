import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FloatingButtons } from '../../src/views/shell/floating-buttons';
import { renderInShell, tutor } from './shell-harness';

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
});
