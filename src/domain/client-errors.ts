import type { Static } from '@sinclair/typebox';
import type { ClientErrorReportBody } from './api/widgets.schemas';

/**
 * A lazy page whose code fails to load (shell.md §8, §4 step 9): the page shows a clear retry instead
 * of going blank, and the browser reports the failure's type and request to the server's
 * client-error log, with the spec's 120000 ms timeout.
 */
export const ClientErrorKind = { chunk: 'chunk' } as const;
export type ClientErrorKind = (typeof ClientErrorKind)[keyof typeof ClientErrorKind];

export const CHUNK_REPORT_TIMEOUT_MS = 120_000;
/** Longest text kept per field: a report is a hint for engineers, not a store for anything a browser sends. */
export const CLIENT_ERROR_FIELD_MAX_LENGTH = 1000;

/**
 * ReportClientError's body: Type, Request (the file the browser asked for, the module's URL when the
 * error names it), Path (the portal path the tutor was opening) and Message.
 */
export type ClientErrorReport = Static<typeof ClientErrorReportBody>;

export const ChunkFailureTexts = {
  title: 'This page could not be loaded',
  message: 'The connection may have dropped while the page was loading. Check your connection and try again.',
  retry: 'Try again',
} as const;

/** The module URL a failed dynamic import names ("Failed to fetch dynamically imported module: <url>"), else ''. */
export function failedRequestOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message);
  return url?.[1] ?? '';
}

/** The report of a failed chunk, cut to the field limit. */
export function chunkReport(error: unknown, path: string): ClientErrorReport {
  const cut = (text: string) => text.slice(0, CLIENT_ERROR_FIELD_MAX_LENGTH);
  const message = error instanceof Error ? error.message : String(error);
  return { Type: ClientErrorKind.chunk, Request: cut(failedRequestOf(error)), Path: cut(path), Message: cut(message) };
}
