import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BiAspectGroup } from '../../src/domain/bi-aspect';
import { biAspectDialogMachine, type BiAspectState } from '../../src/machines/bi-aspect-dialog.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { BiAspectDialogView } from '../../src/views/dialogs/bi-aspect-dialog';

const groups: BiAspectGroup[] = [
  {
    AspectId: 1,
    AspectName: 'Teaching style',
    MaxSelected: 3,
    Tags: ['Patient', 'Structured', 'Game-based', 'Encouraging'].map((TagName, i) => ({ TagId: 11 + i, TagName })),
  },
  { AspectId: 2, AspectName: 'Personality', MaxSelected: 3, Tags: ['Cheerful', 'Calm'].map((TagName, i) => ({ TagId: 21 + i, TagName })) },
];

describe('bi-aspect tags dialog', () => {
  it('asks for tags on both sides, says what is missing or too many, and sends the choice', async () => {
    const sent: number[][] = [];
    const toasts: string[] = [];
    const actor = createActor(
      biAspectDialogMachine.provide({
        actors: {
          loadState: fromPromise<BiAspectState>(async () => ({ groups, selected: [] })),
          submitTags: fromPromise<string, { tagIds: number[] }>(async ({ input }) => {
            sent.push(input.tagIds);
            return 'Your tags have been saved.';
          }),
        },
        actions: { showSuccess: (_, message) => void toasts.push(message) },
      }),
    ).start();
    render(
      <DialogHostProvider>
        <BiAspectDialogView actor={actor} />
      </DialogHostProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Describe yourself to your students' });
    const style = within(dialog).getByRole('group', { name: /Teaching style/ });
    const personality = within(dialog).getByRole('group', { name: /Personality/ });
    for (const name of ['Patient', 'Structured', 'Game-based', 'Encouraging']) await userEvent.click(within(style).getByLabelText(name));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Choose at most 3 tags for Teaching style.', 'Choose at least 1 tag for Personality.']);
    expect(style).toHaveAccessibleDescription('Choose at most 3 tags for Teaching style.');
    await userEvent.click(within(style).getByLabelText('Structured'));
    await userEvent.click(within(personality).getByLabelText('Calm'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(style).getByLabelText('Patient')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([[11, 13, 14, 22]]);
    expect(toasts).toEqual(['Your tags have been saved.']);
  });
});
