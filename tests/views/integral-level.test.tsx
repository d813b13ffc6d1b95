import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GRADE_LIST } from '../../src/domain/levels';
import { ApiError } from '../../src/services/api-errors';
import { AppShell } from '../../src/views/shell/app-shell';
import { demoAnswers, renderInShell } from './shell-harness';

const panel = () => screen.getByRole('complementary', { name: 'Your panel' });
const gradeList = (current: string) => GRADE_LIST.map((g) => ({ ...g, IsCurrent: g.GradeName === current }));

describe('integral level dialog', { timeout: 30_000 }, () => {
  it('opens from the panel’s level: the level, the trial level and the grade list in two columns', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, { answers: { ...demoAnswers(), '/api/tutorcomm/Gradeintegral': gradeList('B2') } });
    expect(callsTo('/api/tutorcomm/Gradeintegral')).toHaveLength(0);
    await user.click(await within(panel()).findByRole('button', { name: 'Level B2: open the level list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integral level' });
    expect(await within(dialog).findByTestId('integral-level')).toHaveTextContent('B2');
    // The harness's tutor has 212 conversions: above 209, T5.
    expect(within(dialog).getByTestId('trial-level')).toHaveTextContent('T5 (212 conversions)');
    const left = within(dialog).getByRole('table', { name: 'Levels D1 to C3' });
    const right = within(dialog).getByRole('table', { name: 'Levels B1 to A3' });
    expect(within(left).getAllByRole('row')).toHaveLength(7);
    expect(within(right).getByRole('row', { name: /B2 \(you\) 200 – 349.99/ })).toHaveAttribute('aria-current', 'true');
    expect(within(right).getByRole('row', { name: /A3 1000 and above/ })).not.toHaveAttribute('aria-current');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Integral level' })).toBeNull();
  });

  it('offers to try again when the list fails to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderInShell(<AppShell>page</AppShell>, {
      answers: {
        ...demoAnswers(),
        '/api/tutorcomm/Gradeintegral': () => {
          if (fail) throw new ApiError('transport', 'offline');
          return gradeList('B2');
        },
      },
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Level B2: open the level list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integral level' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be loaded');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('integral-level')).toHaveTextContent('B2');
  });
});
