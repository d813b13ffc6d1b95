import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { IDLE_TIMEOUT_MS } from '../../src/domain/layout-widgets';
import { idleReminderMachine } from '../../src/machines/idle-reminder.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { IdleReminderDialog } from '../../src/views/dialogs/idle-reminder-dialog';

function idleActor() {
  let reloads = 0;
  const clock = new SimulatedClock();
  const actor = createActor(idleReminderMachine.provide({ actions: { reloadPage: () => void reloads++ } }), {
    input: { idleMs: IDLE_TIMEOUT_MS },
    clock,
  }).start();
  const goIdle = () =>
    act(() => {
      clock.increment(1_000);
      clock.increment(599_000);
    });
  return { actor, goIdle, reloads: () => reloads };
}

describe('idle reminder dialog', () => {
  it('stays closed while the tutor is active and opens after the idle time, offering refresh', async () => {
    const { actor, goIdle, reloads } = idleActor();
    render(
      <DialogHostProvider>
        <IdleReminderDialog actor={actor} />
      </DialogHostProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    goIdle();
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('You have been away for a while.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloads()).toBe(1);
  });

  it('Stay on this page closes the dialog and the watch starts again', async () => {
    const { actor, goIdle } = idleActor();
    render(
      <DialogHostProvider>
        <IdleReminderDialog actor={actor} />
      </DialogHostProvider>,
    );
    goIdle();
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(actor.getSnapshot().value).toBe('settling');
  });
});
