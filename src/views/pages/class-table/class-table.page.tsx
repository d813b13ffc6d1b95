import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { CLASS_LEGEND, type ClassTableClass } from '../../../domain/class-table';
import { localDate } from '../../../domain/provider-time';
import { useAreaLogic } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import { createClassTableLogic } from '../../../actors/class-table.actors';
import '../../styles/class-table.css';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { ClassGrid } from './class-grid';
import { daysShown, periodTitle } from './class-table-format';
import { useClassChanges } from './use-class-changes';
import { ZonePicker } from './zone-picker';

/** /classTab: the tutor's week or day of classes, in their display zone, with joining and the calendar feed. */
export default function ClassTablePage() {
  const logic = useAreaLogic(createClassTableLogic);
  const table = useActorRef(logic.table);
  const join = useActorRef(logic.join);
  useClassChanges(() => table.send({ type: 'classes.changed' }));

  const view = useSelector(table, (s) => s.context.view);
  const anchor = useSelector(table, (s) => s.context.anchor);
  const period = useSelector(table, (s) => s.context.period);
  const loadError = useSelector(table, (s) => s.context.loadError);
  const zoneError = useSelector(table, (s) => s.context.zoneError);
  const failed = useSelector(table, (s) => s.matches('failed'));
  const busy = useSelector(table, (s) => s.hasTag('status:busy'));
  const joiningId = useSelector(join, (s) => (s.matches('joining') ? s.context.clid : null));
  const joinError = useSelector(join, (s) => s.context.error);
  const openingTestCourse = useSelector(join, (s) => s.matches('openingTestCourse'));
  const tuid = SessionContext.useSelector((snapshot) => snapshot.context.user?.tuid ?? null);

  const unit = view === 'week' ? 'week' : 'day';
  const days = period ? daysShown(period, view, anchor) : [];
  const today = period ? localDate(Date.parse(period.ServerTime), period.TimeZone) : '';
  const onJoin = (lesson: ClassTableClass) => join.send({ type: 'join.start', request: { lesson, isMac: logic.isMac() } });

  return (
    <section className="class-table" aria-labelledby="class-table-title" aria-busy={busy}>
      <header className="class-table-head">
        <h1 id="class-table-title">Class table</h1>
        {tuid !== null && (
          <Button
            type="button"
            label="Try ClassIn"
            icon="pi pi-video"
            outlined
            size="small"
            loading={openingTestCourse}
            title="Open your own ClassIn test course to check camera, microphone and tools before a class"
            onClick={() => join.send({ type: 'join.tryTestCourse', request: { tuid } })}
          />
        )}
        {period && (
          <ZonePicker
            timeZone={period.TimeZone}
            zoneLabel={period.ZoneLabel}
            disabled={busy}
            error={zoneError}
            onChange={(timeZone) => table.send({ type: 'zone.change', timeZone })}
          />
        )}
      </header>

      <div className="class-table-toolbar" role="toolbar" aria-label="Class table navigation">
        <div className="class-table-views" role="group" aria-label="View">
          <Button type="button" label="Week" aria-pressed={view === 'week'} outlined={view !== 'week'} onClick={() => table.send({ type: 'table.showWeek' })} />
          <Button type="button" label="Day" aria-pressed={view === 'day'} outlined={view !== 'day'} onClick={() => table.send({ type: 'table.showDay' })} />
        </div>
        <div className="class-table-nav">
          <Button
            type="button"
            icon="pi pi-chevron-left"
            aria-label={`Previous ${unit}`}
            text
            disabled={anchor === null}
            onClick={() => table.send({ type: 'table.previous' })}
          />
          <Button type="button" label="Today" text onClick={() => table.send({ type: 'table.today' })} />
          <Button
            type="button"
            icon="pi pi-chevron-right"
            aria-label={`Next ${unit}`}
            text
            disabled={anchor === null}
            onClick={() => table.send({ type: 'table.next' })}
          />
        </div>
        <h2 className="class-table-period" aria-live="polite">
          {periodTitle(days)}
        </h2>
      </div>

      {failed && (
        <div className="class-table-error" role="alert">
          <span>{loadError}</span> <Button type="button" label="Retry" size="small" onClick={() => table.send({ type: 'table.retry' })} />
        </div>
      )}
      {joinError && (
        <div className="class-table-error" role="alert">
          <span>{joinError}</span> <Button type="button" label="Dismiss" size="small" text onClick={() => join.send({ type: 'join.dismiss' })} />
        </div>
      )}

      {period && <ClassGrid period={period} days={days} today={today} joiningId={joiningId} onJoin={onJoin} />}
      {!period && busy && <p className="class-table-loading">Loading your classes…</p>}

      <section className="class-legend" aria-labelledby="class-legend-title">
        <h2 id="class-legend-title" className="class-legend-title">
          Legend
        </h2>
        <ul>
          {CLASS_LEGEND.map((entry) => (
            <li key={entry.key}>
              <span className={`class-status class-status--${entry.key}`}>{entry.label}</span> {entry.meaning}
            </li>
          ))}
        </ul>
      </section>

      <CalendarFeedPanel />
    </section>
  );
}
