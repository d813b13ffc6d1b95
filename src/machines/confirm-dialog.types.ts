import type { ConfirmKind } from '../domain/dialogs';

// ---- Context --------------------------------------------------------------------------------

/** What the open dialog shows. */
export interface ConfirmDialog {
  /** Chosen by the opener; answers carry it back. */
  id: string;
  kind: ConfirmKind;
  title: string;
  message: string;
  /** px; 400 unless the opener asks otherwise. */
  width: number;
}

export interface ConfirmDialogContext {
  dialog: ConfirmDialog | null;
}

// ---- Events ---------------------------------------------------------------------------------

export type ConfirmDialogOpen = {
  type: 'confirm.open';
  id: string;
  message: string;
  /** 'confirm' asks a question (default); 'success' tells, and closes by itself after 400000 ms. */
  kind?: ConfirmKind;
  title?: string;
  width?: number;
};

export type ConfirmDialogEvent = ConfirmDialogOpen | { type: 'confirm.accept' } | { type: 'confirm.cancel' };

/** How a dialog ended. */
export type ConfirmOutcome = 'accepted' | 'cancelled' | 'autoClosed';

export type ConfirmDialogEmitted =
  | { type: 'confirm.closed'; id: string; outcome: ConfirmOutcome }
  /** Another dialog was open: this one was never shown. */
  | { type: 'confirm.refused'; id: string };
