import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createGrowthScheduleLogic } from '../../../actors/growth-schedule.actors';
import { PHOTO_CAPTION_MAX_LENGTH } from '../../../domain/growth-schedule';
import { localParts, zoneLabel } from '../../../domain/provider-time';
import { useAreaLogic } from '../../page-logic-context';

const ACCEPT = '.jpg,.jpeg,.png';
const hhmm = (iso: string, zone: string) => {
  const { hour, minute } = localParts(Date.parse(iso), zone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};
const when = (iso: string, zone: string) => `${localParts(Date.parse(iso), zone).date} ${hhmm(iso, zone)}`;

/** Confirming next week's plotted schedule (+1 growth) and sharing a group photo of a finished class (+0.25 growth). */
export function ScheduleAndPhotos() {
  const actor = useActorRef(useAreaLogic(createGrowthScheduleLogic));
  const data = useSelector(actor, (s) => s.context.data);
  const form = useSelector(
    actor,
    (s) => s.context,
    (a, b) => a.classId === b.classId && a.caption === b.caption && a.uploading === b.uploading && a.fileRef === b.fileRef && a.fileName === b.fileName,
  );
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('schedule:busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'schedule.confirm' }));
  const canShare = useSelector(actor, (s) => s.can({ type: 'photo.share' }));

  if (failed)
    return (
      <p role="alert">
        The schedule and photos could not be loaded. <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'schedule.retry' })} />
      </p>
    );
  if (!data) return <p>Loading your schedule and photos…</p>;
  const { schedule, sharing } = data;
  const zone = schedule.TimeZone;
  const plotted = schedule.Days.filter((d) => d.Slots.length > 0);

  return (
    <section className="growth-card" aria-labelledby="growth-schedule-title">
      <h2 id="growth-schedule-title">Schedule and class photos</h2>
      {notice && (
        <p role="status">
          {notice} <Button text size="small" label="Dismiss" onClick={() => actor.send({ type: 'schedule.dismiss' })} />
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}

      <h3>Next week from {schedule.Week}</h3>
      <p>
        {schedule.SlotCount === 0
          ? 'You have not plotted any time for next week yet.'
          : `${schedule.SlotCount} slot${schedule.SlotCount === 1 ? '' : 's'} plotted (times in ${zoneLabel(Date.parse(plotted[0]!.Slots[0]!), zone)}).`}
      </p>
      {plotted.length > 0 && (
        <ul className="growth-schedule-days" aria-label="Next week's plotted time">
          {plotted.map((day) => (
            <li key={day.Date}>
              <strong>{day.Date}</strong> {day.Slots.map((slot) => hhmm(slot, zone)).join(', ')}
            </li>
          ))}
        </ul>
      )}
      {schedule.Confirmed ? (
        <p>Confirmed on {when(schedule.ConfirmedAt!, zone)}.</p>
      ) : (
        <Button
          size="small"
          label={`Confirm next week (+${schedule.Reward} growth)`}
          disabled={!canConfirm || busy}
          onClick={() => actor.send({ type: 'schedule.confirm' })}
        />
      )}

      <h3>Share a photo with your students</h3>
      {sharing.Classes.length === 0 ? (
        <p>No finished class of the last two weeks is waiting for a photo.</p>
      ) : (
        <form
          className="growth-photo-form"
          aria-label="Share a class photo"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'photo.share' });
          }}
        >
          <label>
            Class
            <select
              value={form.classId ?? ''}
              onChange={(event) => actor.send({ type: 'photo.class', classId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">Choose a class</option>
              {sharing.Classes.map((c) => (
                <option key={c.ClassId} value={c.ClassId}>
                  {when(c.StartAt, zone)} · {c.StudentName}
                </option>
              ))}
            </select>
          </label>
          <label>
            Photo
            <input
              type="file"
              accept={ACCEPT}
              disabled={form.uploading !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) actor.send({ type: 'photo.pick', file });
                event.target.value = '';
              }}
            />
          </label>
          <label>
            Caption
            <input
              type="text"
              maxLength={PHOTO_CAPTION_MAX_LENGTH}
              value={form.caption}
              onChange={(event) => actor.send({ type: 'photo.caption', caption: event.target.value })}
            />
          </label>
          <Button type="submit" size="small" label="Share photo" disabled={!canShare || busy} />
          {form.uploading && <small aria-busy="true">Uploading {form.fileName}…</small>}
          {form.fileRef && <small>{form.fileName} uploaded</small>}
        </form>
      )}
      {sharing.Photos.length > 0 && (
        <ul className="growth-photos" aria-label="Shared photos">
          {sharing.Photos.map((photo) => (
            <li key={photo.Id}>
              <img src={photo.PhotoUrl} alt={photo.Caption || `Class with ${photo.StudentName}`} />
              <small>
                {photo.StudentName} · {when(photo.ClassStartAt, zone)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
