import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ABSENT_PIC_TYPES } from '../../../domain/class-detail';
import type { absentUploadMachine } from '../../../machines/absent-upload.machine';

/** The student did not come: the tutor sends a picture of the empty classroom as proof. */
export function AbsentSection({ logic, clid }: { logic: typeof absentUploadMachine; clid: number }) {
  const actor = useActorRef(logic, { input: { clid } });
  const allowed = useSelector(actor, (s) => s.matches('allowed') || s.matches('uploading'));
  const uploaded = useSelector(actor, (s) => s.matches('uploaded'));
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  if (!allowed && !uploaded && !failed) return null;
  return (
    <section className="class-detail-section" aria-labelledby="absent-title">
      <h2 id="absent-title">Student absent</h2>
      {uploaded && <p role="status">{notice || 'The absent picture was sent.'}</p>}
      {failed && (
        <p role="alert">
          {error} <Button type="button" size="small" label="Retry" onClick={() => actor.send({ type: 'absent.retry' })} />
        </p>
      )}
      {allowed && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'absent.send' });
          }}
        >
          <p>If the student did not come, send a screenshot of the classroom as proof.</p>
          <label htmlFor="absent-file">Absent picture (.jpg or .png, at most 5 MB)</label>
          <input
            id="absent-file"
            type="file"
            accept={ABSENT_PIC_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) actor.send({ type: 'absent.choose', file });
            }}
          />
          {error && <p role="alert">{error}</p>}
          <div className="class-detail-actions">
            <Button type="submit" label="Send absent picture" loading={uploading} disabled={uploading} />
          </div>
        </form>
      )}
    </section>
  );
}
