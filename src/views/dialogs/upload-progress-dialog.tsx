import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useCallback, useSyncExternalStore } from 'react';
import { Messages } from '../../domain/messages';
import type { UploadActorRef } from '../../machines/upload.types';
import { selectCanCancel, selectCanRetry, selectErrorMessage, selectFileName, selectIsFinished, selectProgress } from '../../machines/upload.selectors';

const stayOpen = () => {};

/**
 * The upload progress dialog (shell.md §2, §4): one row per running upload, each with its real
 * progress, side by side. A row leaves when its upload ends (1500 ms after 100%, or cancelled); the
 * dialog closes when no row is left. A failed upload shows the server's message or 'Upload fail.'
 * and can be retried or cancelled.
 */
export function UploadProgressDialog({ uploads }: { uploads: readonly UploadActorRef[] }) {
  const running = useRunningCount(uploads);
  return (
    <Dialog header={Messages.uploadDialogTitle} visible={running > 0} onHide={stayOpen} closable={false} style={{ width: 'min(32rem, 95vw)' }}>
      <ul className="upload-progress-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {uploads.map((upload) => (
          <UploadProgressRow key={upload.id} upload={upload} />
        ))}
      </ul>
    </Dialog>
  );
}

function UploadProgressRow({ upload }: { upload: UploadActorRef }) {
  const fileName = useSelector(upload, selectFileName);
  const progress = useSelector(upload, selectProgress);
  const errorMessage = useSelector(upload, selectErrorMessage);
  const canRetry = useSelector(upload, selectCanRetry);
  const canCancel = useSelector(upload, selectCanCancel);
  const finished = useSelector(upload, selectIsFinished);
  if (finished) return null;
  return (
    <li aria-label={fileName || undefined} style={{ marginBottom: '1rem' }}>
      <div style={{ marginBottom: '0.25rem', overflowWrap: 'anywhere' }}>{fileName}</div>
      <ProgressBar value={progress} aria-label={`${Messages.uploadProgressOf} ${fileName}`} />
      {errorMessage ? (
        <p role="alert" className="p-error" style={{ margin: '0.5rem 0 0' }}>
          {errorMessage}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', marginTop: '0.5rem' }}>
        {canRetry ? <Button type="button" size="small" label={Messages.uploadRetry} onClick={() => upload.send({ type: 'retry' })} /> : null}
        {canCancel ? (
          <Button
            type="button"
            size="small"
            severity="secondary"
            outlined
            label={Messages.uploadCancel}
            onClick={() => upload.send({ type: 'upload.cancel' })}
          />
        ) : null}
      </div>
    </li>
  );
}

/** How many of `uploads` have not ended; re-renders only when that number changes. */
function useRunningCount(uploads: readonly UploadActorRef[]): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = uploads.map((upload) => upload.subscribe({ next: onChange, error: onChange, complete: onChange }));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [uploads],
  );
  const count = useCallback(() => uploads.filter((upload) => !selectIsFinished(upload.getSnapshot())).length, [uploads]);
  return useSyncExternalStore(subscribe, count, count);
}
