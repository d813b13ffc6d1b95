import { assign, emit, fromPromise, setup } from 'xstate';
import { DeviceStatus, type DeviceCheckResult } from '../domain/device-check';
import { deviceErrorText } from '../domain/im';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface DeviceCheckContext extends DeviceCheckResult {
  supported: boolean;
  cameraError: string | null;
  microphoneError: string | null;
  recorded: boolean;
}

export type DeviceCheckEvent = { type: 'device.start' } | { type: 'device.playTone' } | { type: 'device.heard'; heard: boolean };

/** The failure's text from what getUserMedia threw (its DOMException name). */
const errorText = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return deviceErrorText(typeof name === 'string' ? name : '');
};
const fresh = {
  camera: DeviceStatus.unchecked,
  microphone: DeviceStatus.unchecked,
  speakers: DeviceStatus.unchecked,
  cameraError: null,
  microphoneError: null,
  recorded: false,
};

/**
 * The classroom device check at /test (agora-test): the camera, then the microphone (each opened
 * and released by an injected actor), then the speakers (a tone the tutor says they heard), and the
 * result recorded. A browser without media APIs is unsupported (Chrome recommended) and recorded so.
 */
export const deviceCheckMachine = setup({
  types: { context: {} as DeviceCheckContext, events: {} as DeviceCheckEvent, emitted: {} as RecordsNotice, input: {} as { supported: boolean } },
  actors: {
    'open camera': fromPromise<void>(async () => {
      throw new Error("'open camera' is not provided");
    }),
    'open microphone': fromPromise<void>(async () => {
      throw new Error("'open microphone' is not provided");
    }),
    'record check': fromPromise<MessageResult, DeviceCheckResult>(async () => {
      throw new Error("'record check' is not provided");
    }),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
  },
  actions: {
    /** Plays a short tone on the default output (provided by the app). */
    playTone: () => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'deviceCheck',
  context: ({ input }) => ({ supported: input.supported, ...fresh }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'device.start': [
          { guard: 'isSupported', target: 'camera', actions: assign(fresh) },
          {
            target: 'recording',
            actions: assign({ camera: DeviceStatus.unsupported, microphone: DeviceStatus.unsupported, speakers: DeviceStatus.unsupported }),
          },
        ],
      },
    },
    camera: {
      invoke: {
        id: 'camera',
        src: 'open camera',
        onDone: { target: 'microphone', actions: assign({ camera: DeviceStatus.ok }) },
        onError: { target: 'microphone', actions: assign({ camera: DeviceStatus.failed, cameraError: ({ event }) => errorText(event.error) }) },
      },
    },
    microphone: {
      invoke: {
        id: 'microphone',
        src: 'open microphone',
        onDone: { target: 'speakers', actions: assign({ microphone: DeviceStatus.ok }) },
        onError: { target: 'speakers', actions: assign({ microphone: DeviceStatus.failed, microphoneError: ({ event }) => errorText(event.error) }) },
      },
    },
    speakers: {
      description: 'Only the tutor can tell whether the tone came out: they answer yes or no.',
      on: {
        'device.playTone': { actions: 'playTone' },
        'device.heard': { target: 'recording', actions: assign({ speakers: ({ event }) => (event.heard ? DeviceStatus.ok : DeviceStatus.failed) }) },
      },
    },
    recording: {
      invoke: {
        id: 'record',
        src: 'record check',
        input: ({ context }) => ({ camera: context.camera, microphone: context.microphone, speakers: context.speakers }),
        onDone: { target: 'done', actions: [assign({ recorded: true }), { type: 'toldSuccess', params: ({ event }) => event.output.message }] },
        onError: { target: 'done', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    done: { on: { 'device.start': { guard: 'isSupported', target: 'camera', actions: assign(fresh) } } },
  },
});
