import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE, type UploadFailure, type UploadedFile } from '../../src/domain/upload';
import { uploadMachine } from '../../src/machines/upload.machine';
import { selectCanRetry, selectErrorMessage, selectIsFinished, selectProgress } from '../../src/machines/upload.selectors';
import type { UploadInput } from '../../src/machines/upload.types';
import { allTransitions, delayedEventTypes, generatePaths, pendingPromise, replayPath, withActorEventsWhereRunning, type MachinePath } from './path-testing';

// Fakes that never settle: each path says what the actors answered.
const machine = uploadMachine.provide({
  actors: { 'send chunk': pendingPromise() as never, 'merge upload': pendingPromise() as never, 'cancel upload': pendingPromise() as never },
});

/** A photo of two and a bit chunks: three chunks, so there is a middle one to fail and cancel at. */
const photo = new File([new Uint8Array(2 * UPLOAD_CHUNK_SIZE + 1000)], 'portrait.jpg');
const inputs = {
  photo: { fileCode: 'a1b2c3d4e5f6', moduleName: 'LifePhoto', file: photo },
  noFile: { fileCode: 'a1b2c3d4e5f7', moduleName: 'LifePhoto', file: null },
  badModule: { fileCode: 'a1b2c3d4e5f8', moduleName: 'Avatar', file: photo },
} satisfies Record<string, UploadInput>;

const stored: UploadedFile = {
  fileRef: '0123456789abcdef0123456789abcdef',
  url: '/api/Upload/File/0123456789abcdef0123456789abcdef',
  previewUrl: '/api/Upload/File/0123456789abcdef0123456789abcdef?expires=1&sig=x',
  fileName: 'portrait.jpg',
  contentType: 'image/jpeg',
  size: photo.size,
};
const offline: UploadFailure = { code: ErrorCode.UploadFailed, message: Messages.transportError, retryable: true };
const refused: UploadFailure = { code: ErrorCode.Forbidden, message: Messages.uploadNotYours, retryable: false };
const missingChunk = { kind: 'business', code: ErrorCode.UploadFailed, message: Messages.uploadMissingChunk };

const [retryDelay, closeDelay] = delayedEventTypes(machine).map((type) => ({ type }));
const ev = {
  cancel: { type: 'upload.cancel' },
  retry: { type: 'retry' },
  chunkSent: { type: 'xstate.done.actor.sendChunk', output: { chunkCount: 1 } },
  chunkOffline: { type: 'xstate.error.actor.sendChunk', error: offline },
  chunkRefused: { type: 'xstate.error.actor.sendChunk', error: refused },
  merged: { type: 'xstate.done.actor.mergeUpload', output: stored },
  mergeRefused: { type: 'xstate.error.actor.mergeUpload', error: missingChunk },
  cancelled: { type: 'xstate.done.actor.cancelUpload', output: true },
  cancelFailed: { type: 'xstate.error.actor.cancelUpload', error: new Error('offline') },
  retryDelay: retryDelay!,
  closeDelay: closeDelay!,
};

// Only events the state takes: a delay offered where it is not armed would move the simulated
// clock in replay and fire whatever timer is armed instead.
const offered = withActorEventsWhereRunning(Object.values(ev));
const events = (snapshot: AnyMachineSnapshot) => offered(snapshot).filter((event) => snapshot.can(event));

/** The path a given sequence of events takes through the machine's pure transitions; each must be taken. */
function scenario(input: UploadInput, sequence: EventObject[]): MachinePath {
  let [state] = initialTransition(machine, input) as [AnyMachineSnapshot, unknown];
  const steps: MachinePath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of sequence) {
    expect(state.can(event), `${event.type} is taken in ${JSON.stringify(state.value)}`).toBe(true);
    [state] = transition(machine, state, event as never) as [AnyMachineSnapshot, unknown];
    steps.push({ event, state });
  }
  return { state, steps, weight: sequence.length };
}

const valueAt = (path: MachinePath) => path.steps.map((step) => step.state.value);

describe('upload machine (model-based)', () => {
  it('replays every generated path, asserting state and context at every step, and reaches every transition', () => {
    const taken = new Set<object>();
    let count = 0;
    for (const input of Object.values(inputs)) {
      const paths = generatePaths(machine, { events, input });
      count += paths.length;
      for (const path of paths) for (const transition of replayPath(machine, path, { input }).taken) taken.add(transition);
    }
    expect(count).toBeGreaterThan(40);
    const missing = [...allTransitions(machine)].filter(([transition]) => !taken.has(transition)).map(([, label]) => label);
    expect(missing, 'transitions no generated path reaches').toEqual([]);
  });

  it('sends every chunk with its 1-based index, merges, shows 100% for 1500 ms and ends with the file', () => {
    const path = scenario(inputs.photo, [ev.chunkSent, ev.chunkSent, ev.chunkSent, ev.merged, ev.closeDelay]);
    expect(valueAt(path)).toEqual(['sending', 'sending', 'sending', 'merging', 'complete', 'done']);
    const progress: number[] = [];
    const chunks: number[] = [];
    const { actor, clock } = replayPath(machine, path, {
      input: inputs.photo,
      onStep: (snapshot: AnyMachineSnapshot) => {
        progress.push(selectProgress(snapshot as never));
        chunks.push(snapshot.context.chunk);
      },
    });
    expect(chunks).toEqual([1, 2, 3, 4, 4, 4]);
    expect(progress).toEqual([0, 33, 66, 99, 100, 100]);
    expect(actor.getSnapshot().output).toEqual({ status: 'done', file: stored });
    expect(selectIsFinished(actor.getSnapshot())).toBe(true);
    expect(clock.now()).toBe(1500);
  });

  it('tries a chunk that failed in transit again after a growing wait, then stops for the user, who retries', () => {
    const path = scenario(inputs.photo, [
      ev.chunkSent,
      ev.chunkOffline,
      ev.retryDelay,
      ev.chunkOffline,
      ev.retryDelay,
      ev.chunkOffline,
      ev.retry,
      ev.chunkSent,
      ev.chunkSent,
      ev.merged,
    ]);
    expect(valueAt(path)).toEqual([
      'sending',
      'sending',
      'waitingToRetry',
      'sending',
      'waitingToRetry',
      'sending',
      'failed',
      'sending',
      'sending',
      'merging',
      'complete',
    ]);
    const waits: number[] = [];
    let last = 0;
    const { actor } = replayPath(machine, path, {
      input: inputs.photo,
      onStep: (snapshot, step) => {
        if (step.event.type === ev.retryDelay.type) waits.push(snapshot.context.attempts);
        if (snapshot.matches('failed')) {
          expect(selectErrorMessage(snapshot as never)).toBe(Messages.transportError);
          expect(selectCanRetry(snapshot as never)).toBe(true);
          expect(snapshot.context.chunk).toBe(2);
        }
        last = snapshot.context.chunk;
      },
    });
    expect(waits).toEqual([1, 2]);
    expect(last).toBe(4);
    expect(actor.getSnapshot().context.result).toEqual(stored);
  });

  it('waits 1 s before the first retry and 2 s before the second', () => {
    const path = scenario(inputs.photo, [ev.chunkOffline, ev.retryDelay, ev.chunkOffline, ev.retryDelay]);
    const { clock } = replayPath(machine, path, { input: inputs.photo });
    expect(clock.now()).toBe(1000 + 2000);
  });

  it('stops at once, without retrying, when the server refuses a chunk', () => {
    const path = scenario(inputs.photo, [ev.chunkRefused]);
    const { actor } = replayPath(machine, path, { input: inputs.photo });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectErrorMessage(actor.getSnapshot())).toBe(Messages.uploadNotYours);
  });

  it('cancels mid-way: the chunk in flight is dropped and the server told to remove what it stored', () => {
    const path = scenario(inputs.photo, [ev.chunkSent, ev.cancel, ev.cancelled]);
    expect(valueAt(path)).toEqual(['sending', 'sending', 'cancelling', 'cancelled']);
    const { actor } = replayPath(machine, path, { input: inputs.photo });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('ends cancelled even when the server cannot be told (its cleanup job removes the rest)', () => {
    const path = scenario(inputs.photo, [ev.chunkOffline, ev.cancel, ev.cancelFailed]);
    const { actor } = replayPath(machine, path, { input: inputs.photo });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it("shows the merge failure's message, and a retry sends every chunk again before merging", () => {
    const path = scenario(inputs.photo, [ev.chunkSent, ev.chunkSent, ev.chunkSent, ev.mergeRefused, ev.retry]);
    const { actor } = replayPath(machine, path, {
      input: inputs.photo,
      onStep: (snapshot) => {
        if (snapshot.matches('failed')) {
          expect(selectErrorMessage(snapshot as never)).toBe(Messages.uploadMissingChunk);
          expect(snapshot.context.failure).toEqual({ code: 100, message: Messages.uploadMissingChunk, retryable: false });
          expect(selectProgress(snapshot as never)).toBe(99);
        }
      },
    });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context).toMatchObject({ chunk: 1, progress: 0, failure: null });
  });

  it("fails at once with 'Please select a file first.' (code 100) when no file was chosen, and sends nothing", () => {
    const path = scenario(inputs.noFile, [ev.cancel]);
    expect(valueAt(path)).toEqual(['failed', 'cancelled']);
    replayPath(machine, path, {
      input: inputs.noFile,
      onStep: (snapshot, step) => {
        if (step.index === 0) {
          expect(snapshot.context.failure).toEqual({ code: 100, message: Messages.uploadSelectFile, retryable: false });
          expect(selectCanRetry(snapshot as never)).toBe(false);
          expect(snapshot.children).toEqual({});
        }
      },
    });
  });

  it('checks the module before sending anything', () => {
    const path = scenario(inputs.badModule, []);
    expect(path.state.value).toBe('failed');
    expect(path.state.context.failure).toEqual({ code: 100, message: Messages.uploadModuleNotAllowed, retryable: false });
  });

  it('shows "Upload fail." when a failure carries no message', () => {
    const path = scenario(inputs.photo, [{ type: 'xstate.error.actor.sendChunk', error: { retryable: false } } as EventObject]);
    const { actor } = replayPath(machine, path, { input: inputs.photo });
    expect(selectErrorMessage(actor.getSnapshot())).toBe(Messages.uploadFail);
  });
});
