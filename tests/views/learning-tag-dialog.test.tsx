import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LearningTagContent } from '../../src/domain/learning-tags';
import { learningTagMachine } from '../../src/machines/learning-tag.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { LearningTagDialog } from '../../src/views/dialogs/learning-tag-dialog';

const contents: Record<number, LearningTagContent> = {
  1: { TagId: 1, Title: 'Start on time', Content: 'Enter two minutes early.' },
  2: { TagId: 2, Title: 'Praise effort', Content: 'Name the effort you saw.' },
};

describe('learning-tag dialog', () => {
  it('shows each tag with close disabled for the countdown, then the next tag after the pause', async () => {
    const learned: number[] = [];
    const logged: Array<[number, number]> = [];
    const clock = new SimulatedClock();
    const logic = learningTagMachine.provide({
      actors: {
        loadTagIds: fromPromise<number[]>(async () => [1, 2]),
        fetchContent: fromPromise<LearningTagContent, { tagId: number }>(async ({ input }) => contents[input.tagId]!),
        markLearned: fromPromise<unknown, { tagId: number }>(async ({ input }) => learned.push(input.tagId)),
      },
      actions: { logBehaviour: (_, { tagId, labelId }) => void logged.push([labelId, tagId]) },
    });
    const actor = createActor(logic, { clock, input: { countdownSeconds: 10 } }).start();
    render(
      <DialogHostProvider>
        <LearningTagDialog actor={actor} />
      </DialogHostProvider>,
    );
    const first = await screen.findByRole('dialog', { name: 'Start on time' });
    expect(first).toHaveTextContent('Enter two minutes early.');
    expect(first).toHaveTextContent('You can close this in 10 s');
    expect(screen.getByRole('button', { name: 'I have learned it' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    act(() => {
      for (let second = 0; second < 10; second++) clock.increment(1_000);
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have learned it' }));
    await act(async () => {});
    expect(learned).toEqual([1]);
    act(() => clock.increment(2_000));
    expect(await screen.findByRole('dialog', { name: 'Praise effort' })).toHaveTextContent('You can close this in 10 s');
    // The host opens the next dialog after its gap (real time here).
    await waitFor(() =>
      expect(logged).toEqual([
        [586, 1],
        [587, 1],
        [586, 2],
      ]),
    );
  });
});
