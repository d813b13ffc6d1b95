import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { remindOf, type LayoutRemind } from '../../src/domain/layout-reminds';
import type { MessageRecord } from '../../src/domain/message-records';
import { layoutRemindsMachine } from '../../src/machines/layout-reminds.machine';
import { RemindToastsView } from '../../src/views/shell/remind-toasts';
import { renderInShell } from './shell-harness';

const selfSchedule = {
  mid: 40,
  kind: 'self_schedule',
  type: 2,
  title: 'Plot next week',
  content: 'Your plot for next week is still empty.',
  reminder: null,
} as unknown as MessageRecord;
const remark = remindOf('GetTutorClassRemarkRemind', {
  mid: 41,
  kind: 'reminder',
  type: 2,
  title: 'Class booked',
  content: 'A trial with Ava Lim was booked for 10:00.',
  reminder: { classid: '812' },
}) as LayoutRemind;

describe('reminder toasts', () => {
  it('shows the unread self-schedule reminder and those realtime brings, each with its link; closing or following removes one', async () => {
    const actor = createActor(
      layoutRemindsMachine.provide({ actors: { loadSelfScheduleRemind: fromPromise<MessageRecord | null>(async () => selfSchedule) } }),
    ).start();
    const shell = renderInShell(<RemindToastsView actor={actor} />, { path: '/home' });
    const region = screen.getByRole('region', { name: 'Reminders' });
    const first = await within(region).findByRole('article', { name: 'Plot next week' });
    expect(first).toHaveTextContent('Your plot for next week is still empty.');
    act(() => actor.send({ type: 'remind.arrived', remind: remark }));
    const booked = within(region).getByRole('article', { name: 'Class booked' });
    expect(
      within(region)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['remind-41-title', 'remind-40-title']);
    await userEvent.click(within(booked).getByRole('link', { name: 'Open the class and its remark' }));
    expect(shell.location.history?.at(-1)).toBe('/classDetail/812');
    await waitFor(() => expect(booked).not.toBeInTheDocument());
    await userEvent.click(within(first).getByRole('button', { name: 'Close the reminder' }));
    expect(within(region).queryAllByRole('article')).toEqual([]);
  });
});
