import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { createBookingLogic } from '../../../actors/staff-bookings.actors';
import { CLASS_TOOLS, CLASS_TYPE_LABELS, CLASS_TYPES } from '../../../domain/classes';
import { bookingDraftOf, type BookingFields } from '../../../machines/staff-booking.machine';
import { useAreaLogic } from '../../page-logic-context';
import { StaffNotice } from './staff-notice';
import { providerTime } from './staff-time';

/** Book a class: a tutor's open (Waited) slots of the next days, then the student, type, tool and fee. */
export function BookingPanel() {
  const booking = useActorRef(useAreaLogic(createBookingLogic), { input: { tuid: '' } });
  const context = useSelector(booking, (s) => s.context);
  const busy = useSelector(booking, (s) => !s.matches('editing'));
  const { fields } = context;
  const field = (name: keyof BookingFields) => (value: string) => booking.send({ type: 'booking.field', name, value });
  return (
    <section aria-labelledby="book-title" aria-busy={busy}>
      <h2 id="book-title">Book a class</h2>
      <StaffNotice notice={context.notice} isError={context.noticeIsError} onDismiss={() => booking.send({ type: 'booking.dismissNotice' })} />
      <form
        className="staff-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          booking.send({ type: 'booking.loadSlots' });
        }}
      >
        <label htmlFor="booking-tutor">Tutor id</label>
        <InputText id="booking-tutor" inputMode="numeric" value={fields.tuid} maxLength={9} onChange={(event) => field('tuid')(event.target.value)} />
        <Button type="submit" size="small" label="Show open slots" disabled={busy} />
      </form>
      {context.slotsOf > 0 && context.slots.length === 0 && <p>Tutor {context.slotsOf} has no open slot in the next 7 days.</p>}
      {context.slotsOf > 0 && context.slots.length > 0 && (
        <form
          className="staff-grid-form"
          aria-label={`Book with tutor ${context.slotsOf}`}
          onSubmit={(event) => {
            event.preventDefault();
            booking.send({ type: 'booking.submit' });
          }}
        >
          <label>
            Open slot (provider time)
            <select value={context.slot} onChange={(event) => booking.send({ type: 'booking.slot', startTime: event.target.value })}>
              <option value="">Choose a slot</option>
              {context.slots.map((slot) => (
                <option key={slot.StartTime} value={slot.StartTime}>
                  {providerTime(slot.StartTime)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Student UID
            <InputText inputMode="numeric" value={fields.studentId} maxLength={9} onChange={(event) => field('studentId')(event.target.value)} />
          </label>
          <label>
            Enrolment (UCID, optional)
            <InputText inputMode="numeric" value={fields.ucid} maxLength={9} onChange={(event) => field('ucid')(event.target.value)} />
          </label>
          <label>
            Class type
            <select value={fields.classType} onChange={(event) => field('classType')(event.target.value)}>
              {CLASS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CLASS_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Class tool
            <select value={fields.classTool} onChange={(event) => field('classTool')(event.target.value)}>
              {CLASS_TOOLS.map((tool, index) => (
                <option key={tool} value={index}>
                  {tool}
                </option>
              ))}
            </select>
          </label>
          <label>
            Fee (PHP)
            <InputText inputMode="decimal" value={fields.fee} maxLength={8} onChange={(event) => field('fee')(event.target.value)} />
          </label>
          <Button type="submit" size="small" label="Book class" disabled={busy || bookingDraftOf(context) === null} />
        </form>
      )}
    </section>
  );
}
