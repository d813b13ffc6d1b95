import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { classToolName } from '../../../domain/classes';
import type { HomeClass, HomeClasses } from '../../../machines/home-dashboard.types';
import { classDay, classTime, zoneName } from './class-time';

const STATUS_LOOK: Record<string, { label: string; severity: 'info' | 'success' | 'danger' }> = {
  booked: { label: 'Booked', severity: 'info' },
  finished: { label: 'Finished', severity: 'success' },
  cancelled: { label: 'Cancelled', severity: 'danger' },
};

/** The next class, highlighted: what a tutor looks for first in the morning. */
export function NextClassCard({ classes, loading }: { classes: HomeClasses | null; loading: boolean }) {
  const next = classes?.nextClass ?? null;
  return (
    <section className="home-card home-next" aria-labelledby="home-next-title">
      <h2 id="home-next-title">Next class</h2>
      {loading && !classes ? (
        // As tall as the four lines that replace it, so nothing below moves when the class arrives.
        <Skeleton height="5.55rem" />
      ) : next && classes ? (
        <div className="next-class">
          <p className="next-class-time">
            {classDay(next.startAt, classes.timeZone)}, {classTime(next.startAt, classes.timeZone)} – {classTime(next.endAt, classes.timeZone)}
          </p>
          <p className="home-zone">{zoneName(classes.timeZone)} time</p>
          <p className="next-class-student">
            {next.studentName} <span className="home-muted">· level {next.studentLevel}</span>
          </p>
          <p className="home-muted">
            {next.courseName} · {classToolName(next.classTool)}
          </p>
        </div>
      ) : (
        <p className="home-empty">No class booked yet. Open your available time so students can book you.</p>
      )}
    </section>
  );
}

/** Today's classes in the provider's day, cancelled ones included. */
export function TodaysClasses({ classes, loading }: { classes: HomeClasses | null; loading: boolean }) {
  return (
    <section className="home-card home-today" aria-labelledby="home-today-title">
      <h2 id="home-today-title">Today's classes{classes ? <span className="home-count"> {classes.today.length}</span> : null}</h2>
      {loading && !classes ? (
        <Skeleton height="6rem" />
      ) : classes && classes.today.length > 0 ? (
        <ClassList classes={classes.today} timeZone={classes.timeZone} label="Today's classes" withDay={false} />
      ) : (
        <p className="home-empty">No classes today.</p>
      )}
      {classes && classes.upcoming.length > 0 && (
        <>
          <h3 className="home-subtitle">Coming up</h3>
          <ClassList classes={classes.upcoming} timeZone={classes.timeZone} label="Coming up" withDay />
        </>
      )}
    </section>
  );
}

function ClassList({ classes, timeZone, label, withDay }: { classes: HomeClass[]; timeZone: string; label: string; withDay: boolean }) {
  return (
    <ul className="class-list" aria-label={label}>
      {classes.map((item) => {
        const look = STATUS_LOOK[item.status] ?? { label: item.status, severity: 'info' as const };
        return (
          <li key={item.id} className={`class-row is-${item.status}`}>
            <span className="class-when">
              {withDay && <span className="class-day">{classDay(item.startAt, timeZone)}</span>}
              {classTime(item.startAt, timeZone)}
            </span>
            <span className="class-who">
              <strong>{item.studentName}</strong>
              <span className="home-muted">
                {item.courseName} · {item.studentLevel}
              </span>
            </span>
            <Tag value={look.label} severity={look.severity} />
          </li>
        );
      })}
    </ul>
  );
}
