import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { fromPromise } from 'xstate';
import type { PageDeps } from '../../src/actors/page-logic';
import { createLessonReminderLogic, createReleaseTimeLogic, createScheduleGridLogic, createSelfCancelLogic } from '../../src/actors/schedule.actors';
import { ScheduleMessages } from '../../src/domain/schedule';
import { scheduleGridMachine } from '../../src/machines/schedule-grid.machine';
import type { CancelSubmitInput, InsertScheduleInput, SelfCancelData, ScheduleGridData } from '../../src/machines/schedule.types';
import { selfCancelMachine } from '../../src/machines/self-cancel.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import SelfCancelPage from '../../src/views/pages/schedule/self-cancel.page';
import SelfSchedulePage from '../../src/views/pages/schedule/self-schedule.page';
import { cancelData, gridData } from '../machines/schedule-fixtures';

const factories = {
  grid: createScheduleGridLogic,
  releaseTime: createReleaseTimeLogic,
  selfCancel: createSelfCancelLogic,
  reminder: createLessonReminderLogic,
} as const;

/** Renders a page with the schedule area's logic replaced by the machines given (fake actors). */
function renderWith(schedule: Partial<Record<keyof typeof factories, unknown>>, page: ReactElement) {
  const overrides = Object.entries(schedule).map(([name, logic]) => [factories[name as keyof typeof factories], logic] as const);
  return render(
    <TestPageLogicProvider deps={{} as PageDeps} overrides={overrides}>
      {page}
    </TestPageLogicProvider>,
  );
}
const cancelLogic = (data: SelfCancelData) =>
  selfCancelMachine.provide({
    actors: { loadCancelView: fromPromise(async () => data), submitCancellation: fromPromise<unknown, CancelSubmitInput>(async () => ({})) },
  });
const gridLogic = (data: ScheduleGridData) =>
  scheduleGridMachine.provide({
    actors: { loadGrid: fromPromise(async () => data), insertSchedule: fromPromise<unknown, InsertScheduleInput>(async () => ({})) },
  });

describe('autonomous cancellation page', () => {
  it('counts down as this week’s classes are ticked and back when unticked; submit needs a selection', async () => {
    const user = userEvent.setup();
    renderWith({ selfCancel: cancelLogic(cancelData()) }, <SelfCancelPage />);
    const classes = await screen.findByRole('list', { name: 'Classes' });
    expect(screen.getByTestId('remaining')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Cancel selected classes' })).toBeDisabled();
    const boxes = within(classes).getAllByRole('checkbox');
    await user.click(boxes[2]!);
    expect(screen.getByTestId('remaining')).toHaveTextContent('1');
    await user.click(boxes[0]!);
    expect(screen.getByTestId('remaining')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Cancel selected classes' })).toBeEnabled();
    await user.click(boxes[1]!);
    expect(screen.getByRole('alert')).toHaveTextContent(ScheduleMessages.cancelOverAllowance);
    await user.click(boxes[0]!);
    expect(screen.getByTestId('remaining')).toHaveTextContent('1');
  });

  it("writes each class's time in the zone it names, not the browser's", async () => {
    const data = cancelData();
    renderWith({ selfCancel: cancelLogic({ ...data, remaining: { ...data.remaining, TimeZone: 'America/New_York' } }) }, <SelfCancelPage />);
    const classes = await screen.findByRole('list', { name: 'Classes' });
    expect(screen.getByText('Times in America/New_York.')).toBeInTheDocument();
    // Tuesday 18:00 in Manila is 05:00 that morning in New York.
    expect(within(classes).getAllByRole('listitem')[0]).toHaveTextContent('Tue 24 Nov, 05:00 · Student 1');
  });

  it('shows why when autonomous cancellation is not open', async () => {
    renderWith({ selfCancel: cancelLogic(cancelData({ open: false, reason: ScheduleMessages.selfCancelClosed })) }, <SelfCancelPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ScheduleMessages.selfCancelClosed);
  });
});

describe('self-schedule page', () => {
  it('toggles a cell by its name and counts the unsaved change', async () => {
    const user = userEvent.setup();
    renderWith({ grid: gridLogic(gridData()) }, <SelfSchedulePage />);
    await screen.findByRole('table', { name: 'Your half-hour slots' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const cell = await screen.findByRole('button', { name: /18:30 Canceled$/ });
    expect(cell).toHaveAttribute('title', expect.stringContaining('18:30'));
    await user.click(cell);
    expect(await screen.findByRole('button', { name: /18:30 Waited$/ })).toBeInTheDocument();
    expect(screen.getByTestId('changes')).toHaveTextContent('Unsaved changes: 1.');
  });

  it('shows why a tutor without the flags cannot plot', async () => {
    const closed = gridData({ limits: { ...gridData().limits, Reason: ScheduleMessages.selfScheduleClosed } });
    renderWith({ grid: gridLogic(closed) }, <SelfSchedulePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ScheduleMessages.selfScheduleClosed);
  });
});
