import { useActorRef, useSelector } from '@xstate/react';
import { REMARK_RATING_MAX, REMARK_RATINGS, SCORE_LABELS, SCORE_MAX, ScoreActivity } from '../../../domain/class-detail';
import type { classStudentMachine } from '../../../machines/class-student.machine';
import type { ClassStudentInput } from '../../../machines/class-student.machine';

/** The student's profile, appraisal suggestions, and the class's level rate and textbook score. */
export function StudentSection({ logic, input }: { logic: typeof classStudentMachine; input: ClassStudentInput }) {
  const actor = useActorRef(logic, { input });
  const student = useSelector(actor, (s) => s.context.student);
  const report = useSelector(actor, (s) => s.context.report);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const scores = useSelector(actor, (s) => s.context.scores);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  return (
    <section className="class-detail-section" aria-labelledby="student-title">
      <h2 id="student-title">Student profile</h2>
      {error && <p role="alert">{error}</p>}
      {notice && <p role="status">{notice}</p>}
      {student && (
        <dl className="class-detail-facts">
          {(
            [
              ['Age', student.AgeBand],
              ['Level', student.EnglishLevel],
              ['Goals', student.LearningGoals],
              ['Interests', student.Interests],
              ['Classes with you', String(student.ClassesWithYou)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value || '–'}</dd>
            </div>
          ))}
        </dl>
      )}
      {report && (
        <section aria-labelledby="student-progress-title">
          <h3 id="student-progress-title">Progress with you</h3>
          <dl className="class-detail-facts">
            {(
              [
                ['Finished classes', String(report.summary.FinishedClasses)],
                ['Rated classes', String(report.summary.RemarkedClasses)],
                ['Average level rate', report.summary.AverageLevelRate ? `${report.summary.AverageLevelRate}/${SCORE_MAX}` : ''],
                ...REMARK_RATINGS.filter((name) => (report.summary.Averages[name] ?? 0) > 0).map(
                  (name) => [name, `${report.summary.Averages[name]}/${REMARK_RATING_MAX}`] as const,
                ),
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value || '–'}</dd>
              </div>
            ))}
          </dl>
          <p aria-label="Report summary">{report.ai.Summary}</p>
        </section>
      )}
      {suggestions.length > 0 && (
        <details>
          <summary>Appraisal suggestions</summary>
          <ul>
            {suggestions.map((s) => (
              <li key={s.Id}>
                <button type="button" className="p-link" onClick={() => actor.send({ type: 'suggestion.click', suggestId: s.Id })}>
                  {s.Text}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {input.canScore && (
        <div className="class-detail-ratings">
          {[ScoreActivity.levelRate, ScoreActivity.textbookScore].map((activityType) => (
            <label key={activityType}>
              {SCORE_LABELS[activityType]}{' '}
              <select
                value={scores[activityType] ?? ''}
                disabled={saving}
                onChange={(e) => actor.send({ type: 'score.set', activityType, score: Number(e.target.value) })}
              >
                <option value="">–</option>
                {Array.from({ length: SCORE_MAX }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
