import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createPublicClassLogic } from '../../../actors/public-class.actors';
import { PublicClassMessages } from '../../../domain/public-class';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';
import '../../styles/sop.css';

const STATUS_LABELS: Record<string, string> = { booked: 'Booked', finished: 'Finished', cancelled: 'Cancelled', absent: 'Absent' };

/** /publicClass (teaching.md §2): the tutor's public classes, joined from here; only for open-class teachers. */
export default function PublicClassPage() {
  const publicClass = useActorRef(useAreaLogic(createPublicClassLogic));
  const state = useSelector(publicClass, (s) =>
    s.matches('unavailable') ? 'unavailable' : s.matches('failed') ? 'failed' : s.context.table ? 'ready' : 'loading',
  );
  const table = useSelector(publicClass, (s) => s.context.table);
  const joining = useSelector(publicClass, (s) => (s.matches('joining') ? s.context.classId : null));
  const failure = useSelector(publicClass, (s) => s.context.failure);
  const link = useSelector(publicClass, (s) => s.context.link);
  const zone = useProviderZone();
  return (
    <section className="training-page" aria-labelledby="public-class-title">
      <h1 id="public-class-title">Public Class</h1>
      {state === 'loading' && <p>Loading…</p>}
      {state === 'unavailable' && <p role="status">{PublicClassMessages.notOpenClassTeacher}</p>}
      {failure && (
        <p role="alert">
          {failure}{' '}
          {state === 'failed' ? (
            <Button text size="small" label="Load again" onClick={() => publicClass.send({ type: 'public.reload' })} />
          ) : (
            <Button text size="small" label="Dismiss" onClick={() => publicClass.send({ type: 'public.dismiss' })} />
          )}
        </p>
      )}
      {link && (
        <p role="status" className="training-notice">
          The {link.ToolName} classroom opened in a new window.{' '}
          <a href={link.Url} target="_blank" rel="noopener noreferrer">
            Open it again
          </a>
        </p>
      )}
      {table && table.Classes.length === 0 && <p className="training-muted">You have no public classes in the last 30 or the next 28 days.</p>}
      {table && table.Classes.length > 0 && <ZoneNote />}
      {table && table.Classes.length > 0 && (
        <table className="sop-table" aria-label="Public classes">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Course</th>
              <th scope="col">Classroom</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="training-muted">Join</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.Classes.map((row) => (
              <tr key={row.ClassId}>
                <td>{dateTimeIn(row.StartTime, zone)}</td>
                <td>{row.CourseName}</td>
                <td>{row.ToolName}</td>
                <td>{STATUS_LABELS[row.Status] ?? row.Status}</td>
                <td>
                  {row.CanJoin && (
                    <Button
                      size="small"
                      label={joining === row.ClassId ? 'Joining…' : 'Join'}
                      aria-label={`Join the public class on ${dateTimeIn(row.StartTime, zone)}`}
                      disabled={joining !== null}
                      onClick={() => publicClass.send({ type: 'public.join', classId: row.ClassId })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
