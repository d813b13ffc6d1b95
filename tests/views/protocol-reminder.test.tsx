import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MONITORING_COUNTDOWN_SECONDS, MonitoringTexts } from '../../src/domain/layout-widgets';
import { protocolReminderMachine, type AgreementCheck } from '../../src/machines/protocol-reminder.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { MonitoringWarningDialog, ProtocolReminderDialog } from '../../src/views/dialogs/protocol-reminder-dialog';

describe('protocol reminder dialog', () => {
  it('counts down with a progress bar, enables I Agree at 0 and closes once agreed', async () => {
    const agreements: number[] = [];
    const clock = new SimulatedClock();
    const logic = protocolReminderMachine.provide({
      actors: {
        checkProtocol: fromPromise<{ IsAgree: boolean }>(async () => ({ IsAgree: false })),
        agreeProtocol: fromPromise<unknown>(async () => agreements.push(1)),
      },
    });
    const actor = createActor(logic, { clock, input: { seconds: 30 } }).start();
    render(
      <DialogHostProvider>
        <ProtocolReminderDialog actor={actor} />
      </DialogHostProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tutor Protocol' });
    expect(dialog).toHaveTextContent('Please read for 30 s');
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    act(() => clock.increment(1_000));
    expect(dialog).toHaveTextContent('Please read for 29 s');
    expect(screen.getByRole('progressbar', { name: 'Reading time' })).toHaveAttribute('aria-valuenow', '3');
    act(() => {
      for (let second = 1; second < 30; second++) clock.increment(1_000);
    });
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    await act(async () => {});
    expect(agreements).toEqual([1]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('monitoring warning dialog', () => {
  it('shows the reason, counts down 15 s, then I Agree agrees to the protocol and closes it', async () => {
    const agreements: number[] = [];
    const clock = new SimulatedClock();
    const logic = protocolReminderMachine.provide({
      actors: {
        checkProtocol: fromPromise<AgreementCheck>(async () => ({ IsAgree: false, Notice: 'Camera off during class' })),
        agreeProtocol: fromPromise<unknown>(async () => agreements.push(1)),
      },
    });
    const actor = createActor(logic, { clock, input: { seconds: MONITORING_COUNTDOWN_SECONDS } }).start();
    render(
      <DialogHostProvider>
        <MonitoringWarningDialog actor={actor} />
      </DialogHostProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: MonitoringTexts.title });
    expect(dialog).toHaveTextContent('Reason: Camera off during class');
    expect(dialog).toHaveTextContent('Please read for 15 s');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    act(() => {
      for (let second = 1; second < 15; second++) clock.increment(1_000);
    });
    expect(dialog).toHaveTextContent('Please read for 1 s');
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeDisabled();
    act(() => clock.increment(1_000));
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    await act(async () => {});
    expect(agreements).toEqual([1]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
