import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE, type UploadFailure } from '../../src/domain/upload';
import { uploadMachine } from '../../src/machines/upload.machine';
import type { UploadActorRef } from '../../src/machines/upload.types';
import { UploadProgressDialog } from '../../src/views/dialogs/upload-progress-dialog';

// Actors that never settle: the test sends what the server would have answered.
const pending = () => fromPromise(() => new Promise<never>(() => {}));
const logic = uploadMachine.provide({
  actors: { 'send chunk': pending() as never, 'merge upload': pending() as never, 'cancel upload': pending() as never },
});

const clock = new SimulatedClock();
function startUpload(name: string, chunks: number): UploadActorRef {
  const file = new File([new Uint8Array((chunks - 1) * UPLOAD_CHUNK_SIZE + 10)], name);
  const actor = createActor(logic, { input: { fileCode: `code-${name}`, moduleName: 'LifePhoto', file }, clock });
  actor.start();
  return actor;
}

const chunkSent = { type: 'xstate.done.actor.sendChunk', output: { chunkCount: 1 } };
const chunkRefused = (failure: Partial<UploadFailure>) => ({ type: 'xstate.error.actor.sendChunk', error: failure });
const merged = {
  type: 'xstate.done.actor.mergeUpload',
  output: { fileRef: 'f', url: '/f', previewUrl: '/f?x', fileName: 'a.jpg', contentType: 'image/jpeg', size: 1 },
};
const send = (upload: UploadActorRef, event: EventObject) => act(() => upload.send(event as never));
const progressOf = (name: string) => screen.getByRole('progressbar', { name: `${Messages.uploadProgressOf} ${name}` });

describe('upload progress dialog', () => {
  it('shows each upload with its own progress, side by side, and closes 1500 ms after the last reaches 100%', async () => {
    const first = startUpload('lesson.jpg', 2);
    const second = startUpload('certificate.jpg', 3);
    render(<UploadProgressDialog uploads={[first, second]} />);

    expect(await screen.findByRole('dialog', { name: Messages.uploadDialogTitle })).toBeVisible();
    expect(progressOf('lesson.jpg')).toHaveAttribute('aria-valuenow', '0');
    expect(progressOf('certificate.jpg')).toHaveAttribute('aria-valuenow', '0');

    send(first, chunkSent);
    send(second, chunkSent);
    send(second, chunkSent);
    expect(progressOf('lesson.jpg')).toHaveAttribute('aria-valuenow', '49');
    expect(progressOf('certificate.jpg')).toHaveAttribute('aria-valuenow', '66');

    send(first, chunkSent);
    send(first, merged);
    expect(progressOf('lesson.jpg')).toHaveAttribute('aria-valuenow', '100');
    act(() => clock.increment(1499));
    expect(progressOf('lesson.jpg')).toBeInTheDocument();
    act(() => clock.increment(1));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: `${Messages.uploadProgressOf} lesson.jpg` })).toBeNull());
    expect(screen.getByRole('dialog')).toBeVisible();

    send(second, chunkSent);
    send(second, merged);
    act(() => clock.increment(1500));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a failure's message or 'Upload fail.', and lets the tutor retry or cancel", async () => {
    const user = userEvent.setup();
    const refused = startUpload('refused.jpg', 2);
    const silent = startUpload('silent.jpg', 2);
    render(<UploadProgressDialog uploads={[refused, silent]} />);

    send(refused, chunkRefused({ message: Messages.uploadNotYours, retryable: false }));
    send(silent, chunkRefused({ retryable: false }));
    const refusedRow = await screen.findByRole('listitem', { name: 'refused.jpg' });
    const silentRow = screen.getByRole('listitem', { name: 'silent.jpg' });
    expect(within(refusedRow).getByRole('alert')).toHaveTextContent(Messages.uploadNotYours);
    expect(within(silentRow).getByRole('alert')).toHaveTextContent(Messages.uploadFail);

    await user.click(within(refusedRow).getByRole('button', { name: Messages.uploadRetry }));
    expect(refused.getSnapshot().value).toBe('sending');
    expect(within(refusedRow).queryByRole('alert')).toBeNull();
    expect(within(refusedRow).queryByRole('button', { name: Messages.uploadRetry })).toBeNull();

    await user.click(within(silentRow).getByRole('button', { name: Messages.uploadCancel }));
    expect(silent.getSnapshot().value).toBe('cancelling');
    send(silent, { type: 'xstate.done.actor.cancelUpload' });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'silent.jpg' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'refused.jpg' })).toBeInTheDocument();
  });

  it("shows 'Please select a file first.' when no file was chosen", async () => {
    const actor = createActor(logic, { input: { fileCode: 'code-none', moduleName: 'LifePhoto', file: null }, clock });
    actor.start();
    render(<UploadProgressDialog uploads={[actor]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.uploadSelectFile);
    expect(screen.queryByRole('button', { name: Messages.uploadRetry })).toBeNull();
  });

  it('stays closed with no uploads', () => {
    render(<UploadProgressDialog uploads={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
