/** Ten quick touches on the header toggle the theme (shell.md §2, §9). */
export const THEME_TOGGLE_TAPS = 10;
/** Each tap must come within this long of the previous one. */
export const THEME_TOGGLE_TAP_GAP_MS = 3_000;
/** All the taps must come within this long of the first. */
export const THEME_TOGGLE_WINDOW_MS = 5_000;
