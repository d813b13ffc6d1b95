import { fromPromise } from 'xstate';
import { EyeProtectionMode } from '../domain/soft-mode';
import type { ShellApi } from './shell-api';

const asMode = (value: number): EyeProtectionMode => (value === EyeProtectionMode.on ? EyeProtectionMode.on : EyeProtectionMode.off);

/** The Soft Mode machine's actors over the API (the eye-protection get and set calls). */
export function softModeActors(api: ShellApi) {
  return {
    'load eye protection mode': fromPromise<EyeProtectionMode>(async ({ signal }) =>
      asMode(await api.get<number>('/api/Account/TuEyeProtectionMode', undefined, { signal })),
    ),
    'save eye protection mode': fromPromise<EyeProtectionMode, { mode: EyeProtectionMode }>(async ({ input, signal }) =>
      asMode(await api.post<number>('/api/Account/SelectEyeProtectionMode', undefined, { type: input.mode }, { signal })),
    ),
  };
}
