import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { CLASS_LEGEND, legendKeyOf, type ClassTableClass } from '../../../domain/class-table';
import { clockTime } from './class-table-format';

const LEGEND_LABELS = Object.fromEntries(CLASS_LEGEND.map((entry) => [entry.key, entry.label]));

/**
 * One class: time, student, course and lesson, tool and type, and its status; the link opens the
 * class detail; Join shows while the classroom is open.
 */
export function ClassCard({
  lesson,
  timeZone,
  joining,
  onJoin,
}: {
  lesson: ClassTableClass;
  timeZone: string;
  joining: boolean;
  onJoin: (lesson: ClassTableClass) => void;
}) {
  const key = legendKeyOf(lesson);
  const time = `${clockTime(lesson.StartTime, timeZone)}–${clockTime(lesson.EndTime, timeZone)}`;
  const who = lesson.StudentName || lesson.CourseName || lesson.ClassTypeLabel;
  return (
    <article className={`class-card class-card--${key}`} data-class-id={lesson.CLID}>
      <Link
        href={`/classDetail/${lesson.CLID}`}
        className="class-card-link"
        data-class-card=""
        aria-label={`${time} ${who}, ${LEGEND_LABELS[key]}: open class ${lesson.CLID}`}
      >
        <span className="class-card-time">{time}</span>
        <span className="class-card-student">{who}</span>
      </Link>
      <span className="class-card-line">
        {lesson.CourseName}
        {lesson.LessonName ? ` · ${lesson.LessonName}` : ''}
      </span>
      <span className="class-card-line class-card-muted">
        {lesson.ClassToolName} · {lesson.ClassTypeLabel}
      </span>
      <span className={`class-status class-status--${key}`}>
        {LEGEND_LABELS[key]}
        {lesson.StatusDetail ? <span className="sr-only">: {lesson.StatusDetail}</span> : null}
      </span>
      {lesson.CanJoin && (
        <Button
          className="class-card-join"
          size="small"
          label="Join"
          icon="pi pi-video"
          loading={joining}
          aria-label={`Join the class with ${who} at ${clockTime(lesson.StartTime, timeZone)} in ${lesson.ClassToolName}`}
          onClick={() => onJoin(lesson)}
        />
      )}
    </article>
  );
}
