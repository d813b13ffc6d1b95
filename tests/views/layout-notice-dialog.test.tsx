import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HOLIDAY_GREETING_DELAY_MS, type LayoutNotice } from '../../src/domain/layout-notices';
import { layoutNoticeMachine } from '../../src/machines/layout-notice.machine';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { LayoutNoticeView } from '../../src/views/dialogs/layout-notice-dialog';

const notice = (Id: number, Kind: LayoutNotice['Kind'], Title: string, extra: Partial<LayoutNotice> = {}): LayoutNotice => ({
  Id,
  Kind,
  Title,
  Body: `${Title} body`,
  ImageUrl: '',
  LinkUrl: '',
  ...extra,
});

function noticeActor(found: LayoutNotice, closed: number[], clock: SimulatedClock, delayMs = 0) {
  return createActor(
    layoutNoticeMachine.provide({
      actors: {
        checkNotice: fromPromise<LayoutNotice | null>(async () => found),
        closeNotice: fromPromise<unknown, { id: number }>(async ({ input }) => void closed.push(input.id)),
      },
    }),
    { clock, input: { delayMs } },
  ).start();
}

describe('layout notices in the dialog host', () => {
  // The holiday greeting asks before the poster here; the host still opens the poster first (its priority).
  it('shows the transfer notice, then the poster, then the holiday greeting, one at a time, each closed once', async () => {
    const clock = new SimulatedClock();
    const closed: number[] = [];
    const holiday = noticeActor(notice(1, 'holiday', 'Merry Christmas!'), closed, clock, HOLIDAY_GREETING_DELAY_MS);
    const poster = noticeActor(
      notice(2, 'poster', 'Get the tutor app', { ImageUrl: '/images/posters/app-poster.svg', LinkUrl: '/tutorClient' }),
      closed,
      clock,
    );
    const transfer = noticeActor(notice(3, 'transfer', 'Welcome to the new tutor portal'), closed, clock);
    render(
      <DialogHostProvider>
        <LayoutNoticeView actor={transfer} kind="transfer" />
        <LayoutNoticeView actor={holiday} kind="holiday" />
        <LayoutNoticeView actor={poster} kind="poster" />
      </DialogHostProvider>,
    );
    await waitFor(() => expect(holiday.getSnapshot().value).toBe('waiting'));
    act(() => clock.increment(HOLIDAY_GREETING_DELAY_MS));
    const first = await screen.findByRole('dialog', { name: 'Welcome to the new tutor portal' });
    expect(first).toHaveTextContent('Welcome to the new tutor portal body');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));

    const second = await screen.findByRole('dialog', { name: 'Get the tutor app' });
    expect(screen.getByRole('img', { name: 'Get the tutor app' })).toHaveAttribute('src', '/images/posters/app-poster.svg');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/tutorClient');
    expect(second).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));

    await screen.findByRole('dialog', { name: 'Merry Christmas!' });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    // The header's X closes it as well as the answer does.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closed).toEqual([3, 2, 1]);
  });

  it('shows nothing when the server has no notice', async () => {
    const actor = createActor(layoutNoticeMachine.provide({ actors: { checkNotice: fromPromise<LayoutNotice | null>(async () => null) } }), {
      input: { delayMs: 0 },
    }).start();
    render(
      <DialogHostProvider>
        <LayoutNoticeView actor={actor} kind="poster" />
      </DialogHostProvider>,
    );
    await waitFor(() => expect(actor.getSnapshot().value).toBe('none'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
