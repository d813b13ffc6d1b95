import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { createIntegralLevelLogic } from '../../actors/levels.actors';
import { gradeColumns, gradeRangeText, trialLevelOf, type GradeListItem } from '../../domain/levels';
import { useAreaLogic } from '../page-logic-context';
import '../styles/levels.css';

const columnLabel = (grades: GradeListItem[]) => `Levels ${grades[0]?.GradeName ?? ''} to ${grades.at(-1)?.GradeName ?? ''}`;

function GradeTable({ grades, label }: { grades: GradeListItem[]; label: string }) {
  return (
    <table className="grade-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Teaching points</th>
        </tr>
      </thead>
      <tbody>
        {grades.map((grade) => (
          <tr key={grade.GradeName} className={grade.IsCurrent ? 'is-current' : undefined} aria-current={grade.IsCurrent ? 'true' : undefined}>
            <th scope="row">
              {grade.GradeName}
              {grade.IsCurrent && (
                <>
                  {' '}
                  <span className="grade-you">(you)</span>
                </>
              )}
            </th>
            <td>{gradeRangeText(grade)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The integral level (growth-account.md §3): the tutor's grade, teaching points and trial level,
 * and the grade list in two columns. Loaded with the person panel's level button, on demand.
 */
export default function IntegralLevelDialog({
  teachingPoints,
  transformPeriodCount,
  onClose,
}: {
  teachingPoints: number | null;
  transformPeriodCount: number;
  onClose(): void;
}) {
  const level = useActorRef(useAreaLogic(createIntegralLevelLogic));
  const grades = useSelector(level, (snapshot) => snapshot.context.grades);
  const failed = useSelector(level, (snapshot) => snapshot.matches('failed'));
  const loading = useSelector(level, (snapshot) => snapshot.matches('loading'));
  const current = grades.find((grade) => grade.IsCurrent)?.GradeName;
  const [left, right] = gradeColumns(grades);
  return (
    <Dialog header="Integral level" visible onHide={onClose} style={{ width: '550px', maxWidth: '95vw' }} className="shared-dialog integral-level">
      {loading && <p>Loading…</p>}
      {failed && (
        <p role="alert">
          The level list could not be loaded. <Button text size="small" label="Try again" onClick={() => level.send({ type: 'level.retry' })} />
        </p>
      )}
      {grades.length > 0 && (
        <>
          <dl className="integral-level-summary">
            <div>
              <dt>Your level</dt>
              <dd data-testid="integral-level">{current ?? '–'}</dd>
            </div>
            <div>
              <dt>Teaching points</dt>
              <dd>{teachingPoints === null ? '–' : Math.round(teachingPoints * 100) / 100}</dd>
            </div>
            <div>
              <dt>Trial level</dt>
              <dd data-testid="trial-level">
                {trialLevelOf(transformPeriodCount)} <small>({transformPeriodCount} conversions)</small>
              </dd>
            </div>
          </dl>
          <p className="integral-level-note">Teaching points decide your level. New tutors start at D1 and advance through C and B to A.</p>
          <div className="grade-columns">
            <GradeTable grades={left} label={columnLabel(left)} />
            <GradeTable grades={right} label={columnLabel(right)} />
          </div>
        </>
      )}
    </Dialog>
  );
}
