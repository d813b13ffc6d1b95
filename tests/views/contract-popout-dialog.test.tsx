import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contractPopoutMachine } from '../../src/machines/contract-popout.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { ContractPopoutView } from '../../src/views/dialogs/contract-popout-dialog';

function popout(show: boolean) {
  const answers: boolean[] = [];
  const signs: string[] = [];
  const actor = createActor(
    contractPopoutMachine.provide({
      actors: {
        checkPopout: fromPromise<boolean>(async () => show),
        answerPopout: fromPromise<unknown, { agreed: boolean }>(async ({ input }) => void answers.push(input.agreed)),
      },
    }),
  ).start();
  actor.on('contract.sign', (event) => void signs.push(event.type));
  render(
    <DialogHostProvider>
      <ContractPopoutView actor={actor} />
    </DialogHostProvider>,
  );
  return { answers, signs };
}

describe('contract pop-out', () => {
  it('asks whether to sign now; Sign now answers yes and leads on to the contract', async () => {
    const { answers, signs } = popout(true);
    const dialog = await screen.findByRole('dialog', { name: 'Your digital contract' });
    expect(dialog).toHaveTextContent('Your tutor contract is ready to sign online.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign now' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(answers).toEqual([true]);
    expect(signs).toEqual(['contract.sign']);
  });

  it('Not now answers no and goes nowhere', async () => {
    const { answers, signs } = popout(true);
    const dialog = await screen.findByRole('dialog', { name: 'Your digital contract' });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(answers).toEqual([false]);
    expect(signs).toEqual([]);
  });

  it('stays away when the server says no', async () => {
    popout(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
