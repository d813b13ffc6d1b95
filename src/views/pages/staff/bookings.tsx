import { BookingPanel } from './booking-panel';
import { StudentsPanel } from './students-panel';

/** /staff/bookings: students (find, create) and booking a class into a tutor's open time. */
export function BookingsView() {
  return (
    <section aria-labelledby="bookings-title" className="staff-bookings">
      <h1 id="bookings-title">Students and bookings</h1>
      <StudentsPanel />
      <BookingPanel />
    </section>
  );
}
