import { describe, expect, it } from 'vitest';
import { DeviceCheckTexts } from '../../src/domain/device-check';
import { CallMessages } from '../../src/domain/im';
import { deviceCheckMachine } from '../../src/machines/device-check.machine';
import { eventsWhereActive } from './active-events';
import { allTransitions, generatePaths, pendingPromise, replayPath } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = deviceCheckMachine.provide({
  actors: { 'open camera': pendingPromise(), 'open microphone': pendingPromise(), 'record check': pendingPromise() },
});
const domError = (name: string) => Object.assign(new Error(name), { name });
const ev = {
  start: { type: 'device.start' },
  camera: { type: 'xstate.done.actor.camera' },
  cameraDenied: { type: 'xstate.error.actor.camera', error: domError('NotAllowedError') },
  microphone: { type: 'xstate.done.actor.microphone' },
  microphoneBusy: { type: 'xstate.error.actor.microphone', error: domError('NotReadableError') },
  tone: { type: 'device.playTone' },
  heard: { type: 'device.heard', heard: true },
  notHeard: { type: 'device.heard', heard: false },
  recorded: { type: 'xstate.done.actor.record', output: { body: {}, message: DeviceCheckTexts.recorded } },
  recordFailed: { type: 'xstate.error.actor.record', error: new Error('Links seem to get inaccessible.') },
};

describe('device check (model-based)', () => {
  it('reaches every transition, in a supported and an unsupported browser', () => {
    // Each browser reaches its own branch of device.start: the union must cover every transition.
    const taken = new Set<object>();
    for (const input of [{ supported: true }, { supported: false }]) {
      const paths = generatePaths(machine, { input, events: eventsWhereActive(machine, Object.values(ev)) });
      for (const path of paths) for (const transition of replayPath(machine, path, { input }).taken) taken.add(transition);
    }
    const missing = [...allTransitions(machine)].filter(([transition]) => !taken.has(transition)).map(([, label]) => label);
    expect(missing).toEqual([]);
  });

  it('checks camera, microphone and speakers in turn and records the result', () => {
    let tones = 0;
    const watched = machine.provide({ actions: { playTone: () => (tones += 1) } });
    const input = { supported: true };
    const { snapshot, emitted } = replayCollecting(
      watched,
      scenario(watched, [ev.start, ev.camera, ev.microphone, ev.tone, ev.heard, ev.recorded], input),
      input,
    );
    expect(tones).toBe(1);
    expect(snapshot.value).toBe('done');
    expect(snapshot.context).toMatchObject({ camera: 'ok', microphone: 'ok', speakers: 'ok', recorded: true });
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: DeviceCheckTexts.recorded, presentation: 'toast' }]);
  });

  it("names each device's failure with the spec's device texts", () => {
    const input = { supported: true };
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.start, ev.cameraDenied, ev.microphoneBusy, ev.notHeard], input), input);
    expect(snapshot.value).toBe('recording');
    expect(snapshot.context).toMatchObject({
      camera: 'failed',
      cameraError: CallMessages.deviceNotAllowed,
      microphone: 'failed',
      microphoneError: CallMessages.deviceNotReadable,
      speakers: 'failed',
    });
  });

  it('records an unsupported browser without asking for devices', () => {
    const input = { supported: false };
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.start], input), input);
    expect(snapshot.value).toBe('recording');
    expect(snapshot.context).toMatchObject({ camera: 'unsupported', microphone: 'unsupported', speakers: 'unsupported' });
  });
});
