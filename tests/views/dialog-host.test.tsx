import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { IDLE_TIMEOUT_MS, SessionLockTexts } from '../../src/domain/layout-widgets';
import { idleReminderMachine } from '../../src/machines/idle-reminder.machine';
import { protocolReminderMachine } from '../../src/machines/protocol-reminder.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { IdleReminderDialog } from '../../src/views/dialogs/idle-reminder-dialog';
import { ProtocolReminderDialog } from '../../src/views/dialogs/protocol-reminder-dialog';
import { SessionLockDialog } from '../../src/views/dialogs/session-lock-dialog';

describe('dialog host in the layout', () => {
  it('shows the protocol first; the idle dialog that came meanwhile opens only after it is agreed', async () => {
    const clock = new SimulatedClock();
    const protocol = createActor(
      protocolReminderMachine.provide({
        actors: {
          checkProtocol: fromPromise<{ IsAgree: boolean }>(async () => ({ IsAgree: false })),
          agreeProtocol: fromPromise<unknown>(async () => ({})),
        },
      }),
      { clock, input: { seconds: 30 } },
    ).start();
    const idle = createActor(idleReminderMachine, { input: { idleMs: IDLE_TIMEOUT_MS }, clock }).start();
    render(
      <DialogHostProvider>
        <IdleReminderDialog actor={idle} />
        <ProtocolReminderDialog actor={protocol} />
      </DialogHostProvider>,
    );
    await screen.findByRole('dialog', { name: 'Tutor Protocol' });
    act(() => {
      clock.increment(1_000);
      clock.increment(IDLE_TIMEOUT_MS - 1_000);
    });
    expect(idle.getSnapshot().value).toBe('idle');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    act(() => {
      for (let second = 0; second < 30; second++) clock.increment(1_000);
    });
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    // The host's gap runs on the real clock: the idle dialog follows shortly after.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tutor Protocol' })).not.toBeInTheDocument());
  });
});

describe('session lock dialog', () => {
  it('takes the screen from an open dialog, persistent with Refresh only', async () => {
    const refreshes: number[] = [];
    const clock = new SimulatedClock();
    const idle = createActor(idleReminderMachine, { input: { idleMs: IDLE_TIMEOUT_MS }, clock }).start();
    act(() => {
      clock.increment(1_000);
      clock.increment(IDLE_TIMEOUT_MS - 1_000);
    });
    const { rerender } = render(
      <DialogHostProvider>
        <IdleReminderDialog actor={idle} />
        <SessionLockDialog locked={false} onRefresh={() => refreshes.push(1)} />
      </DialogHostProvider>,
    );
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    rerender(
      <DialogHostProvider>
        <IdleReminderDialog actor={idle} />
        <SessionLockDialog locked onRefresh={() => refreshes.push(1)} />
      </DialogHostProvider>,
    );
    const lock = await screen.findByRole('dialog', { name: SessionLockTexts.title });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).not.toBeInTheDocument());
    expect(lock).toHaveTextContent(SessionLockTexts.message);
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SessionLockTexts.refresh }));
    expect(refreshes).toEqual([1]);
  });
});
