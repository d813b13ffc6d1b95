import { Link, useLocation } from 'wouter';
import { TrainingCenterTab } from '../../../domain/training-center';
import '../../styles/flowers.css';
import '../../styles/training.css';
import { MoodleMessagePanel, MySubscriptionPanel, OnlineTrainingPanel, OverviewPanel, SelfStudyPanel } from './training-center-panels';

const TABS = [
  { tab: TrainingCenterTab.overview, label: 'Overview', Panel: OverviewPanel },
  { tab: TrainingCenterTab.mySubscription, label: 'My Subscription', Panel: MySubscriptionPanel },
  { tab: TrainingCenterTab.selfStudy, label: 'Self-study Courses', Panel: SelfStudyPanel },
  { tab: TrainingCenterTab.online, label: 'Online Training', Panel: OnlineTrainingPanel },
  { tab: TrainingCenterTab.moodleMessage, label: 'Training Messages', Panel: MoodleMessagePanel },
] as const;

/** /trainingCenter with its children (teaching.md §2); trainingOverview is the default. */
export default function TrainingCenterPage() {
  const [path] = useLocation();
  const segment = path.split('/').filter(Boolean)[1];
  const current = TABS.find((item) => item.tab === segment) ?? TABS[0];
  return (
    <section className="training-page" aria-labelledby="training-center-title">
      <h1 id="training-center-title">Training Center</h1>
      <nav className="flowers-tabs" aria-label="Training center">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/trainingCenter/${item.tab}`} className="flowers-tab" aria-current={item.tab === current.tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
        <Link href="/trainingKit" className="flowers-tab">
          Training Kit
        </Link>
      </nav>
      <current.Panel key={current.tab} />
    </section>
  );
}
