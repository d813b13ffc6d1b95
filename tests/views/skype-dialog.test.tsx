import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DialogListItem } from '../../src/domain/skype';
import { skypeDialogMachine } from '../../src/machines/skype-dialog.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { SkypeDialogView } from '../../src/views/dialogs/skype-dialog';

describe('Skype dialog', () => {
  it('asks for the Skype ID, says Required for a blank one and saves the trimmed id', async () => {
    const saved: string[] = [];
    const toasts: string[] = [];
    const actor = createActor(
      skypeDialogMachine.provide({
        actors: {
          loadDialogList: fromPromise<DialogListItem[]>(async () => [{ Id: 4, Type: 1 }]),
          saveSkypeId: fromPromise<string, { sky: string }>(async ({ input }) => {
            saved.push(input.sky);
            return 'Your Skype ID has been saved.';
          }),
        },
        actions: { showSuccess: (_, message) => void toasts.push(message) },
      }),
    ).start();
    render(
      <DialogHostProvider>
        <SkypeDialogView actor={actor} />
      </DialogHostProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your Skype ID' });
    await userEvent.type(screen.getByLabelText('Skype ID'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(screen.getByLabelText('Skype ID')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Skype ID'), 'live:rosa  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(saved).toEqual(['live:rosa']);
    expect(toasts).toEqual(['Your Skype ID has been saved.']);
  });
});
