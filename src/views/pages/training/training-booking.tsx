import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createTrainingCenterLogic } from '../../../actors/training-center.actors';
import { CANCEL_REASON_MAX, REMARK_MAX, TRAINING_KIND_LABELS } from '../../../domain/training-booking';
import { useAreaLogic } from '../../page-logic-context';

const when = (start: string, end: string) =>
  `${new Date(start).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })} – ${new Date(end).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })}`;

/** Book class and cancel class: the sessions offered and the tutor's training bookings. */
export function TrainingBookingSection() {
  const actor = useActorRef(useAreaLogic(createTrainingCenterLogic).booking);
  const slots = useSelector(actor, (s) => s.context.slots);
  const bookings = useSelector(actor, (s) => s.context.bookings);
  const slot = useSelector(actor, (s) => (s.hasTag('status:busy') || s.matches({ ready: 'bookingForm' }) ? s.context.slot : null));
  const booking = useSelector(actor, (s) => (s.hasTag('status:busy') || s.matches({ ready: 'cancelForm' }) ? s.context.booking : null));
  const remark = useSelector(actor, (s) => s.context.remark);
  const reason = useSelector(actor, (s) => s.context.reason);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));

  return (
    <section aria-labelledby="training-booking-title" className="training-page">
      <h2 id="training-booking-title">Training classes</h2>
      {notice && (
        <p className="training-notice" role="status">
          {notice}
        </p>
      )}
      {loadFailed && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'booking.retry' })} />
        </p>
      )}
      {slot && (
        <form
          className="training-question"
          aria-label={`Book ${slot.Title}`}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'booking.confirm' });
          }}
        >
          <p>
            <strong>{slot.Title}</strong> with {slot.TrainerName}, {when(slot.ScheduleStart, slot.ScheduleEnd)}
          </p>
          <label className="flowers-exchange">
            Remark for the trainer
            <textarea maxLength={REMARK_MAX} value={remark} onChange={(event) => actor.send({ type: 'booking.remark', text: event.target.value })} />
          </label>
          {failure && <p role="alert">{failure}</p>}
          <div className="training-actions">
            <Button type="submit" label="Confirm booking" loading={busy} disabled={busy} />
            <Button type="button" text label="Close" disabled={busy} onClick={() => actor.send({ type: 'booking.close' })} />
          </div>
        </form>
      )}
      {booking && (
        <form
          className="training-question"
          aria-label={`Cancel ${booking.Title}`}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'booking.confirmCancel' });
          }}
        >
          <p>
            Cancel <strong>{booking.Title}</strong>, {when(booking.ScheduleStart, booking.ScheduleEnd)}
          </p>
          <label className="flowers-exchange">
            Reason
            <textarea maxLength={CANCEL_REASON_MAX} value={reason} onChange={(event) => actor.send({ type: 'booking.reason', text: event.target.value })} />
          </label>
          {failure && <p role="alert">{failure}</p>}
          <div className="training-actions">
            <Button type="submit" severity="danger" label="Confirm cancel" loading={busy} disabled={busy} />
            <Button type="button" text label="Keep the booking" disabled={busy} onClick={() => actor.send({ type: 'booking.close' })} />
          </div>
        </form>
      )}
      <h3>My training classes</h3>
      {bookings.length === 0 ? (
        <p className="training-muted">No training classes booked.</p>
      ) : (
        <table className="flowers-records" aria-label="My training classes">
          <thead>
            <tr>
              <th>Class</th>
              <th>Time</th>
              <th>Trainer</th>
              <th>Status</th>
              <th>Result</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {bookings.map((item) => (
              <tr key={item.ClassId}>
                <td>
                  {item.Title} <span className="training-muted">({TRAINING_KIND_LABELS[item.Kind]})</span>
                  {item.Remark && <div className="training-muted">Remark: {item.Remark}</div>}
                </td>
                <td>{when(item.ScheduleStart, item.ScheduleEnd)}</td>
                <td>{item.TrainerName}</td>
                <td>
                  {item.Status === 'cancelled' ? 'Cancelled' : item.Status === 'booked' ? 'Booked' : item.Status}
                  {item.CancelReason && <div className="training-muted">Reason: {item.CancelReason}</div>}
                </td>
                <td>{item.Result ? `${item.Result === 'pass' ? 'Passed' : 'Not passed'}${item.ResultComment ? `: ${item.ResultComment}` : ''}` : '—'}</td>
                <td>
                  {item.Status === 'booked' && (
                    <Button
                      size="small"
                      text
                      label="Cancel"
                      aria-label={`Cancel ${item.Title}`}
                      disabled={busy}
                      onClick={() => actor.send({ type: 'booking.cancel', classId: item.ClassId })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Book a class</h3>
      <table className="flowers-records" aria-label="Training classes offered">
        <thead>
          <tr>
            <th>Class</th>
            <th>Time</th>
            <th>Trainer</th>
            <th>Seats left</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {slots.map((item) => (
            <tr key={item.Id}>
              <td>
                {item.Title} <span className="training-muted">({TRAINING_KIND_LABELS[item.Kind]})</span>
              </td>
              <td>{when(item.ScheduleStart, item.ScheduleEnd)}</td>
              <td>{item.TrainerName}</td>
              <td>{item.SeatsLeft}</td>
              <td>
                {item.BookedClassId !== null ? (
                  <span className="training-pass">Booked</span>
                ) : (
                  <Button
                    size="small"
                    label="Book"
                    disabled={busy || item.SeatsLeft === 0}
                    onClick={() => actor.send({ type: 'booking.choose', slotId: item.Id })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
