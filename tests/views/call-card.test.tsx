import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { callCardMachine } from '../../src/machines/call-card.machine';
import { CallCardView } from '../../src/views/shell/call-card';

const invite = (mediaType: number) => ({ callId: 7, conversationId: 4, mediaType, from: { userId: 100232, nickname: 'Ana Cruz', userType: 1, avatar: '' } });

function card(signedInToMessaging: boolean) {
  const opened: string[] = [];
  const rejects: Array<{ callId: number; note: string }> = [];
  const actor = createActor(
    callCardMachine.provide({
      actors: {
        fetchTemporaryLink: fromPromise<string, { path: string }>(async ({ input }) => `/loginAuto?code=one&then=${encodeURIComponent(input.path)}`),
        reject: fromPromise<unknown, { callId: number; note: string }>(async ({ input }) => void rejects.push(input)),
      },
      actions: { openCallWindow: (_, url) => void opened.push(url) },
    }),
    { input: { signedInToMessaging } },
  ).start();
  render(<CallCardView actor={actor} />);
  return { actor, opened, rejects };
}

describe('incoming call card', () => {
  it('shows who calls and how; Decline sends the reject message for a video call and hides the card', async () => {
    const { actor, rejects } = card(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => actor.send({ type: 'call.incoming', invite: invite(2) }));
    const shown = screen.getByRole('alertdialog', { name: 'Ana Cruz is calling you' });
    expect(shown).toHaveAccessibleDescription('Video call');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(shown).not.toBeInTheDocument());
    expect(rejects).toEqual([{ callId: 7, note: "Sorry, I can't take a video call right now." }]);
  });

  it('Accept, not signed in to messaging, fetches the temporary link and opens it in the call window', async () => {
    const { actor, opened } = card(false);
    act(() => actor.send({ type: 'call.incoming', invite: invite(1) }));
    expect(screen.getByRole('alertdialog', { name: 'Ana Cruz is calling you' })).toHaveAccessibleDescription('Audio call');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opened).toEqual(['/loginAuto?code=one&then=%2Fim%3Fanswer%3D7']);
  });
});
