import { useMemo } from 'react';
import type { NoticeType } from '../../domain/dialogs';
import type { ConfirmDialogEmitted, ConfirmDialogOpen, ConfirmOutcome } from '../../machines/confirm-dialog.types';
import { SessionContext } from '../session-context';

/** What a confirm ended with; 'refused' when another confirm dialog was already open. */
export type ConfirmResult = ConfirmOutcome | 'refused';

export interface SharedDialogs {
  /** Opens the shared confirm dialog and resolves with how it ended. */
  confirm(open: Omit<ConfirmDialogOpen, 'type'>): Promise<ConfirmResult>;
  notice(notice: { message: string; title?: string; noticeType?: NoticeType }): void;
  snackbar(message: string): void;
  openClientDownload(): void;
}

/**
 * The shared dialogs the session runs (shell.md §2): views send to them; whoever opened a confirm
 * hears its outcome by id.
 */
export function useSharedDialogs(): SharedDialogs {
  const confirmDialog = SessionContext.useSelector((snapshot) => snapshot.children.confirmDialog);
  const noticeDialog = SessionContext.useSelector((snapshot) => snapshot.children.noticeDialog);
  const snackbar = SessionContext.useSelector((snapshot) => snapshot.children.snackbar);
  const clientDownload = SessionContext.useSelector((snapshot) => snapshot.children.clientDownload);
  return useMemo(
    () => ({
      confirm: (open) =>
        new Promise<ConfirmResult>((resolve) => {
          if (!confirmDialog) return resolve('refused');
          const settle = (event: ConfirmDialogEmitted, result: ConfirmResult) => {
            if (event.id !== open.id) return;
            closed.unsubscribe();
            refused.unsubscribe();
            resolve(result);
          };
          const closed = confirmDialog.on('confirm.closed', (event) => settle(event, event.outcome));
          const refused = confirmDialog.on('confirm.refused', (event) => settle(event, 'refused'));
          confirmDialog.send({ type: 'confirm.open', ...open });
        }),
      notice: (notice) => noticeDialog?.send({ type: 'notice.open', ...notice }),
      snackbar: (message) => snackbar?.send({ type: 'snackbar.show', message }),
      openClientDownload: () => clientDownload?.send({ type: 'clientDownload.open' }),
    }),
    [confirmDialog, noticeDialog, snackbar, clientDownload],
  );
}
