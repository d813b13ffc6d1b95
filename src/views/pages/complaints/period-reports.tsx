import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { createComplaintsLogic } from '../../../actors/complaints.actors';
import { RECITATION_FEEDBACK_MAX, type LateLeaveRecord, type RecitationClass } from '../../../domain/complaints';
import type { ReportPeriod } from '../../../machines/period-report.machine';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, timeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { addLocalDays, localDate, startOfLocalDay } from '../../../domain/provider-time';

/*
 * The From and To inputs are days of the provider's zone (the zone the page names): the period holds
 * the instants those days start at, which the report calls send as they are. They were UTC days, eight
 * hours off Manila's, so a class on the morning of the From day fell outside the report.
 */
const dayStart = (date: string, zone: string) => new Date(startOfLocalDay(date, zone)).toISOString();
const dayOf = (iso: string, zone: string) => localDate(Date.parse(iso), zone);
/** The last 30 days, to tomorrow: the period both reports open with. */
const defaultPeriod = (zone: string): ReportPeriod => {
  const today = localDate(Date.now(), zone);
  return { startTime: dayStart(addLocalDays(today, -30), zone), endTime: dayStart(addLocalDays(today, 1), zone) };
};

type ReportActor = ReturnType<typeof useActorRef<ReturnType<typeof createComplaintsLogic>['recitation']>>;

function PeriodPicker({ report }: { report: ReportActor }) {
  const period = useSelector(report, (s) => s.context.period);
  const zone = useProviderZone();
  const change = (field: keyof ReportPeriod, value: string) =>
    value && report.send({ type: 'period.change', period: { ...period, [field]: dayStart(value, zone) } });
  return (
    <div className="feedback-toolbar">
      <label>
        From
        <input type="date" value={dayOf(period.startTime, zone)} onChange={(e) => change('startTime', e.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={dayOf(period.endTime, zone)} onChange={(e) => change('endTime', e.target.value)} />
      </label>
    </div>
  );
}

function useReport(which: 'recitation' | 'lateLeave') {
  const logic = useAreaLogic(createComplaintsLogic)[which];
  const zone = useProviderZone();
  const [period] = useState(() => defaultPeriod(zone));
  const report = useActorRef(logic, { input: { period } });
  useForwardNotices(report);
  return report;
}

/** /complaintList/recitationClassesReport: the period's finished classes and the tutor's feedback on each. */
export function RecitationReport() {
  const report = useReport('recitation');
  const rows = useSelector(report, (s) => s.context.rows) as RecitationClass[];
  const loading = useSelector(report, (s) => s.matches('loading'));
  const failure = useSelector(report, (s) => (s.matches('failed') ? s.context.failure : ''));
  const zone = useProviderZone();
  return (
    <div className="feedback-page">
      <PeriodPicker report={report} />
      {failure && <p role="alert">{failure}</p>}
      <ZoneNote />
      <div className="feedback-list" aria-busy={loading}>
        <table>
          <caption className="sr-only">Recitation classes</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Student</th>
              <th scope="col">Student rating</th>
              <th scope="col">Your feedback</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !loading && (
              <tr>
                <td colSpan={4}>No finished classes in this period.</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.ClassId}>
                <td>
                  {row.ClassId}
                  <br />
                  <small>{dateTimeIn(row.StartTime, zone)}</small>
                </td>
                <td>
                  {row.StudentName}
                  <br />
                  <small>{row.CourseName}</small>
                </td>
                <td>{row.StudentRating ?? '—'}</td>
                <td>
                  {row.FeedbackRating !== null ? (
                    `${row.FeedbackRating}/5 · ${row.FeedbackContent ?? ''}`
                  ) : (
                    <FeedbackForm report={report} classId={row.ClassId} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function FeedbackForm({ report, classId }: { report: ReportActor; classId: number }) {
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  return (
    <form
      className="feedback-toolbar"
      aria-label={`Feedback on class ${classId}`}
      onSubmit={(e) => {
        e.preventDefault();
        report.send({ type: 'report.submit', payload: { ClassId: classId, Rating: rating, Content: content } });
      }}
    >
      <label>
        Rating
        <select value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Comment
        <input type="text" maxLength={RECITATION_FEEDBACK_MAX} value={content} onChange={(e) => setContent(e.target.value)} />
      </label>
      <Button type="submit" size="small" label="Save" />
    </form>
  );
}

/** /complaintList/lateAttendanceEarlyLeave: classes joined late or ended early, from the classroom records. */
export function LateLeaveReport() {
  const report = useReport('lateLeave');
  const rows = useSelector(report, (s) => s.context.rows) as LateLeaveRecord[];
  const loading = useSelector(report, (s) => s.matches('loading'));
  const failure = useSelector(report, (s) => (s.matches('failed') ? s.context.failure : ''));
  const zone = useProviderZone();
  return (
    <div className="feedback-page">
      <PeriodPicker report={report} />
      {failure && <p role="alert">{failure}</p>}
      <ZoneNote />
      <div className="feedback-list" aria-busy={loading}>
        <table>
          <caption className="sr-only">Late attendance and early leave</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Student</th>
              <th scope="col">Joined</th>
              <th scope="col">Late</th>
              <th scope="col">Ended</th>
              <th scope="col">Early</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !loading && (
              <tr>
                <td colSpan={6}>No late attendance or early leave in this period.</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.ClassId}>
                <td>
                  {row.ClassId}
                  <br />
                  <small>
                    {dateTimeIn(row.StartTime, zone)} – {timeIn(row.EndTime, zone)}
                  </small>
                </td>
                <td>{row.StudentName}</td>
                <td>{row.JoinedAt ? dateTimeIn(row.JoinedAt, zone) : '—'}</td>
                <td>{row.LateMinutes > 0 ? `${row.LateMinutes} min` : '—'}</td>
                <td>{row.EndedAt ? dateTimeIn(row.EndedAt, zone) : '—'}</td>
                <td>{row.EarlyMinutes > 0 ? `${row.EarlyMinutes} min` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
