import { Link, useLocation } from 'wouter';
import { SessionContext } from '../session-context';
import { LessonReminderCard } from './lesson-reminder-card';

/**
 * The shell's floating buttons (growth-account.md §2): Feedback, and the growth-centre entry for the
 * growth-system test group, not on the growth-centre or home paths.
 */
export function FloatingButtons() {
  const [path] = useLocation();
  const growthGroup = SessionContext.useSelector((snapshot) => snapshot.context.user?.isGrowthSystemTestGroup ?? false);
  const lower = path.toLowerCase();
  const showGrowth = growthGroup && !lower.startsWith('/growthcenter') && !lower.startsWith('/home');
  return (
    <div className="floating-buttons" data-tour="floating-buttons">
      <LessonReminderCard />
      {showGrowth && (
        <Link className="floating-button" href="/growthCenter" aria-label="Growth Centre" title="Growth Centre">
          <i className="pi pi-chart-line" aria-hidden="true" />
        </Link>
      )}
      <Link className="floating-button" href="/myFeedback" aria-label="Feedback" title="Feedback">
        <i className="pi pi-comment" aria-hidden="true" />
      </Link>
    </div>
  );
}
