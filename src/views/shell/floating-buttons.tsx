import { Link, useLocation } from 'wouter';
import { growthEntryAllowedOn } from '../../domain/growth';
import { SessionContext } from '../session-context';
import { GrowthEntryButton } from './growth-entry-button';
import { LessonReminderCard } from './lesson-reminder-card';

/**
 * The shell's floating buttons (growth-account.md §2): Feedback, and the growth-centre entry for the
 * growth-system test group, not on the growth-centre or home paths.
 */
export function FloatingButtons() {
  const [path] = useLocation();
  const growthGroup = SessionContext.useSelector((snapshot) => snapshot.context.user?.isGrowthSystemTestGroup ?? false);
  return (
    <div className="floating-buttons" data-tour="floating-buttons">
      <LessonReminderCard />
      {growthGroup && <GrowthEntryButton allowed={growthEntryAllowedOn(path)} />}
      <Link className="floating-button" href="/myFeedback" aria-label="Feedback" title="Feedback">
        <i className="pi pi-comment" aria-hidden="true" />
      </Link>
    </div>
  );
}
