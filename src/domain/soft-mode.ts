/** Soft Mode, the eye-protection switch (shell.md §2, §4). */
export const EyeProtectionMode = {
  /** Normal theme. */
  off: 0,
  /** Dark theme, with the holiday dialog. */
  on: 1,
} as const;
export type EyeProtectionMode = (typeof EyeProtectionMode)[keyof typeof EyeProtectionMode];

export type Theme = 'light' | 'dark';

export function themeForEyeProtection(mode: number): Theme {
  return mode === EyeProtectionMode.on ? 'dark' : 'light';
}

/** Turning Soft Mode on shows the holiday dialog. */
export function showsHolidayDialog(mode: number): boolean {
  return mode === EyeProtectionMode.on;
}

/** The switch exists only after 2020/12/20 (start of that day, Manila time). */
export const SOFT_MODE_SHOWN_AFTER_MS = Date.parse('2020-12-20T00:00:00+08:00');

export function isSoftModeSwitchShown(nowMs: number): boolean {
  return nowMs >= SOFT_MODE_SHOWN_AFTER_MS;
}
