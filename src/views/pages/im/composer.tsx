import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ChangeEvent, FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { IM_TEXT_LIMITS } from '../../../domain/im';
import { acceptedExtensions } from '../../../domain/upload';
import type { imComposerMachine } from '../../../machines/im-composer.machine';

/** The image's size in pixels, read in the browser (the server reads it again from the bytes). */
async function imageSize(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** The composer: text with its 2000-character limit, images and files, and its errors. */
export function Composer({ composerRef }: { composerRef: ActorRefFrom<typeof imComposerMachine> }) {
  const draft = useSelector(composerRef, (snapshot) => snapshot.context.draft);
  const error = useSelector(composerRef, (snapshot) => snapshot.context.error);
  const busy = useSelector(composerRef, (snapshot) => !snapshot.matches('idle'));
  const uploading = useSelector(composerRef, (snapshot) => snapshot.matches('uploading') || snapshot.matches('sendingFile'));
  const length = [...draft].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    composerRef.send({ type: 'composer.send' });
  };
  const attach = (kind: 'image' | 'file') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const size = kind === 'image' ? await imageSize(file) : {};
    composerRef.send({ type: 'composer.attach', kind, file, ...size });
  };

  return (
    <form className="im-composer" onSubmit={submit} aria-label="Write a message">
      <label htmlFor="im-text" className="sr-only">
        Message
      </label>
      <textarea
        id="im-text"
        value={draft}
        rows={3}
        placeholder="Write a message"
        onChange={(event) => composerRef.send({ type: 'composer.input', text: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            composerRef.send({ type: 'composer.send' });
          }
        }}
      />
      <div className="im-composer-bar">
        <label className="im-attach">
          <i className="pi pi-image" aria-hidden="true" />
          <span className="sr-only">Send image</span>
          <input
            type="file"
            accept={acceptedExtensions('ImImage')
              .map((ext) => `.${ext}`)
              .join(',')}
            onChange={attach('image')}
            disabled={busy}
            hidden
          />
        </label>
        <label className="im-attach">
          <i className="pi pi-paperclip" aria-hidden="true" />
          <span className="sr-only">Send file</span>
          <input
            type="file"
            accept={acceptedExtensions('ImFile')
              .map((ext) => `.${ext}`)
              .join(',')}
            onChange={attach('file')}
            disabled={busy}
            hidden
          />
        </label>
        {uploading && <span role="status">Sending file…</span>}
        <span className={`im-count${length > IM_TEXT_LIMITS.message ? ' is-over' : ''}`} aria-live="polite">
          {length}/{IM_TEXT_LIMITS.message}
        </span>
        <Button type="submit" label="Send" icon="pi pi-send" disabled={busy} />
      </div>
      {error && (
        <p className="p-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
