import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { useAreaLogic } from '../../page-logic-context';
import { createClassTableLogic } from '../../../actors/class-table.actors';
import '../../styles/class-table.css';

/**
 * /classDetail/{id}, interim: the class's header facts from GetClassDetails. The full class detail
 * page (calendar, remarks, lesson plan, materials...) replaces it in the next issue.
 */
export default function ClassDetailPage() {
  // The guard renders pages without wouter's Route, so the id is read from the path.
  const [path] = useLocation();
  const clid = Number(path.split('/')[2]);
  return Number.isInteger(clid) && clid > 0 ? <ClassDetailHeader key={clid} clid={clid} /> : <p role="alert">This class does not exist.</p>;
}

function ClassDetailHeader({ clid }: { clid: number }) {
  const actor = useActorRef(useAreaLogic(createClassTableLogic).detailHeader, { input: { clid } });
  const header = useSelector(actor, (s) => s.context.header);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return (
    <section className="class-detail" aria-labelledby="class-detail-title">
      <p>
        <Link href="/classTab">← Class table</Link>
      </p>
      <h1 id="class-detail-title">{header ? `${header.ClassTypeLabel} with ${header.Student.Name || header.CourseName}` : `Class ${clid}`}</h1>
      {failed && (
        <p role="alert">
          {error} <Button type="button" label="Retry" size="small" onClick={() => actor.send({ type: 'detail.retry' })} />
        </p>
      )}
      {!header && !failed && <p>Loading the class…</p>}
      {header && (
        <dl className="class-detail-facts">
          {[
            ['Time', `${header.LocalStart} – ${header.LocalEnd.slice(11)} (${header.ZoneLabel})`],
            ['Student', [header.Student.Name, header.Student.EnglishLevel, header.Student.Country].filter(Boolean).join(' · ')],
            ['Course', header.CourseName],
            ['Lesson', header.LessonName || 'Not set yet'],
            ['Class tool', header.ClassToolName],
            ['Class type', header.ClassTypeLabel],
            ['Status', [header.Status, header.StatusDetail].filter(Boolean).join(': ')],
            ['CLID', String(header.info.CLID)],
            ['UCID', String(header.info.UCID)],
            ['StuUID', String(header.info.StuUID)],
            ['SID', String(header.info.SID)],
            ['Class over', header.info.IsOverClass ? 'Yes' : 'No'],
            ['Test lesson', header.info.istext ? 'Yes' : 'No'],
          ].map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
