import { fromPromise } from 'xstate';
import type { DeviceCheckResult } from '../domain/device-check';
import { DEVICE_CHECK_USER_AGENT_MAX } from '../domain/device-check';
import { deviceCheckMachine } from '../machines/device-check.machine';
import type { PageDeps } from './page-logic';

/** Opens a device and releases it at once: only whether it opens matters, and the classroom needs it free. */
async function openAndRelease(constraints: MediaStreamConstraints): Promise<void> {
  const stream = await navigator.mediaDevices.getUserMedia(constraints);
  stream.getTracks().forEach((track) => track.stop());
}

function playTone(): void {
  const audio = new AudioContext();
  const oscillator = audio.createOscillator();
  oscillator.frequency.value = 440;
  oscillator.connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 1);
  oscillator.onended = () => void audio.close();
}

/** Whether this browser has the media APIs the classroom uses. */
export const mediaSupported = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The device check's machine over the browser's media APIs and the record call. */
export function createDeviceCheckLogic(deps: PageDeps) {
  return {
    deviceCheck: deviceCheckMachine.provide({
      actors: {
        'open camera': fromPromise(() => openAndRelease({ video: true })),
        'open microphone': fromPromise(() => openAndRelease({ audio: true })),
        'record check': fromPromise(({ input, signal }: { input: DeviceCheckResult; signal: AbortSignal }) =>
          deps.api.postWithMessage(
            '/api/NetworkTest/RecordDeviceCheck',
            {
              Camera: input.camera,
              Microphone: input.microphone,
              Speakers: input.speakers,
              UserAgent: (navigator.userAgent ?? '').slice(0, DEVICE_CHECK_USER_AGENT_MAX),
            },
            undefined,
            { signal },
          ),
        ),
      },
      actions: { playTone },
    }),
  };
}
