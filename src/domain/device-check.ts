import { CallMessages } from './im';

/**
 * The classroom device check at /test (agora-test, issue 20): camera, microphone and speakers
 * through the browser's media APIs. Failure texts are the chat's device texts (shell.md §8), kept
 * once in domain/im.ts.
 */
export const DeviceStatus = { ok: 'ok', failed: 'failed', unsupported: 'unsupported', unchecked: 'unchecked' } as const;
export type DeviceStatus = (typeof DeviceStatus)[keyof typeof DeviceStatus];
export const DEVICE_STATUSES: readonly DeviceStatus[] = Object.values(DeviceStatus);

export interface DeviceCheckResult {
  camera: DeviceStatus;
  microphone: DeviceStatus;
  speakers: DeviceStatus;
}

export const DeviceCheckTexts = {
  intro: 'Checks that the classroom can use your camera, microphone and speakers.',
  cameraOk: 'Your camera works.',
  microphoneOk: 'Your microphone works.',
  speakersQuestion: 'Click Play sound. Did you hear the tone?',
  speakersOk: 'Your speakers work.',
  speakersFailed: 'You did not hear the tone: check that your speakers or headset are plugged in and the volume is up.',
  ready: 'Your devices are ready for class.',
  notReady: 'Some devices need attention before class.',
  recorded: 'Your device check has been recorded.',
  unsupportedBrowser: CallMessages.unsupportedBrowser,
} as const;

export const DEVICE_CHECK_USER_AGENT_MAX = 400;
