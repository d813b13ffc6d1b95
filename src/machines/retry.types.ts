/**
 * The one event every machine takes to try again what failed (a section's load, a chunk of an
 * upload, the clock-in status): views send `{ type: 'retry' }` whatever the machine.
 */
export type RetryEvent = { type: 'retry' };
