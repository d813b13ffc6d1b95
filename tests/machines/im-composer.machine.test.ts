import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { IM_RETRACT_WINDOW_MS, ImMessages, type ImMessage } from '../../src/domain/im';
import { imComposerMachine } from '../../src/machines/im-composer.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const input = { conversationId: 4 };
const file = (size: number) => ({ name: 'photo.png', size, slice: () => new Blob() });
const sent = (id: number): ImMessage => ({
  id,
  conversationId: 4,
  sender: null,
  kind: 'text',
  text: 'Hi',
  file: null,
  retracted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const uploaded = {
  status: 'done' as const,
  file: { fileRef: 'ref-1', url: '/f', previewUrl: '/f?sig', fileName: 'photo.png', contentType: 'image/png', size: 900 },
};
const business = new ApiError('business', ImMessages.retractTooLate, 1);
const transport = new ApiError('transport', 'Links seem to get inaccessible.');

const ev = {
  type: { type: 'composer.input', text: 'Hello there' },
  blank: { type: 'composer.input', text: '   ' },
  tooLong: { type: 'composer.input', text: 'x'.repeat(2001) },
  send: { type: 'composer.send' },
  sent: { type: 'xstate.done.actor.send', output: sent(7) },
  sendFailed: { type: 'xstate.error.actor.send', error: transport },
  attachImage: { type: 'composer.attach', kind: 'image', file: file(900), width: 320, height: 300 },
  attachSmall: { type: 'composer.attach', kind: 'image', file: file(900), width: 299, height: 400 },
  attachEmpty: { type: 'composer.attach', kind: 'file', file: file(0) },
  attachHuge: { type: 'composer.attach', kind: 'file', file: file(50 * 1024 * 1024 + 1) },
  started: { type: 'composer.uploadStarted', fileCode: 'abc' },
  finished: { type: 'upload.finished', fileCode: 'abc', output: uploaded },
  cancelled: { type: 'upload.finished', fileCode: 'abc', output: { status: 'cancelled' } },
  otherFinished: { type: 'upload.finished', fileCode: 'zzz', output: uploaded },
  fileSent: { type: 'xstate.done.actor.sendFile', output: sent(8) },
  fileFailed: { type: 'xstate.error.actor.sendFile', error: transport },
  retract: { type: 'composer.retract', id: 7 },
  retractUnknown: { type: 'composer.retract', id: 99 },
  retracted: { type: 'xstate.done.actor.retract', output: { ...sent(7), retracted: true } },
  retractFailed: { type: 'xstate.error.actor.retract', error: business },
  retractLost: { type: 'xstate.error.actor.retract', error: transport },
  expired: { type: 'composer.retractExpired', id: 7 },
  dismiss: { type: 'composer.dismissError' },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function machine(effects: string[] = []) {
  return imComposerMachine.provide({
    actors: { 'send message': pendingPromise(), 'retract message': pendingPromise() },
    actions: { startUpload: (_, params) => void effects.push(`upload ${params.moduleName}`) },
  });
}

describe('composer (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const subject = machine();
    const paths = generatePaths(subject, { events: eventsWhereActive(subject, Object.values(ev)), input });
    expect(paths.length).toBeGreaterThan(30);
    expectEveryTransitionCovered(subject, paths, { input });
  }, 120_000);

  it('refuses a blank or too long text before sending, and keeps the draft when sending fails', () => {
    expect(replayPath(machine(), scenarioPath(machine(), [ev.blank, ev.send], input), { input }).actor.getSnapshot().context.error).toBe(ImMessages.textEmpty);
    expect(replayPath(machine(), scenarioPath(machine(), [ev.tooLong, ev.send], input), { input }).actor.getSnapshot().context.error).toBe(
      ImMessages.textTooLong(2000),
    );
    const failed = replayPath(machine(), scenarioPath(machine(), [ev.type, ev.send, ev.sendFailed], input), { input }).actor.getSnapshot();
    expect(failed.context).toMatchObject({ draft: 'Hello there', error: ImMessages.sendFailed });
  });

  it('checks a file before uploading (empty, 50M, 300 px), then sends the uploaded file', () => {
    const effects: string[] = [];
    expect(scenarioPath(machine(), [ev.attachEmpty], input).state.context.error).toBe(ImMessages.emptyFile);
    expect(scenarioPath(machine(), [ev.attachHuge], input).state.context.error).toBe(ImMessages.fileTooLarge);
    expect(scenarioPath(machine(), [ev.attachSmall], input).state.context.error).toBe(ImMessages.imageTooSmall);
    const run = replayPath(machine(effects), scenarioPath(machine(), [ev.attachImage, ev.started, ev.finished], input), { input });
    expect(effects).toEqual(['upload ImImage']);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('sendingFile');
    expect(snapshot.children.sendFile?.getSnapshot().input).toEqual({ conversationId: 4, kind: 'image', fileRef: 'ref-1' });
  });

  it('keeps an image picked while a text is still sending, and uploads it once the text is sent', () => {
    const effects: string[] = [];
    const waiting = replayPath(machine(effects), scenarioPath(machine(), [ev.type, ev.send, ev.attachImage], input), { input });
    expect(waiting.actor.getSnapshot().value).toBe('sending');
    expect(effects).toEqual([]);
    const run = replayPath(machine(effects), scenarioPath(machine(), [ev.type, ev.send, ev.attachImage, ev.sent], input), { input });
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('uploading');
    expect(snapshot.context.queued).toBeNull();
    expect(effects).toContain('upload ImImage');
    // A bad pick while busy is refused at once, with its reason, and nothing waits.
    const refused = scenarioPath(machine(), [ev.type, ev.send, ev.attachSmall], input).state.context;
    expect(refused).toMatchObject({ queued: null, error: ImMessages.imageTooSmall });
  });

  it('lets a sent message be withdrawn for 2 minutes (on a simulated clock), then no longer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      imComposerMachine.provide({
        actors: {
          'send message': pendingPromise(),
          'retract message': pendingPromise(),
        },
      }),
      { input, clock },
    ).start();
    actor.send(ev.type as never);
    actor.send(ev.send as never);
    actor.send(ev.sent as never);
    expect(actor.getSnapshot().context.retractable).toEqual([7]);
    clock.increment(IM_RETRACT_WINDOW_MS - 1);
    expect(actor.getSnapshot().context.retractable).toEqual([7]);
    clock.increment(1);
    expect(actor.getSnapshot().context.retractable).toEqual([]);
    actor.send(ev.retract as never);
    expect(actor.getSnapshot().context.error).toBe(ImMessages.retractTooLate);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the server’s text when a withdrawal is refused, and the spec’s when the call fails', () => {
    const refused = scenarioPath(machine(), [ev.type, ev.send, ev.sent, ev.retract, ev.retractFailed], input).state.context;
    expect(refused.error).toBe(ImMessages.retractTooLate);
    const lost = scenarioPath(machine(), [ev.type, ev.send, ev.sent, ev.retract, ev.retractLost], input).state.context;
    expect(lost.error).toBe(ImMessages.retractFailed);
  });
});
