import { Link, useLocation } from 'wouter';
import { SopTab } from '../../../domain/sop';
import '../../styles/flowers.css';
import '../../styles/training.css';
import '../../styles/sop.css';
import { SopAssessmentSummaryPanel } from './sop-assessment-summary';
import { SopScoreClassPanel } from './sop-score-class';

const TABS = [
  { tab: SopTab.scoreClass, label: 'Score per class' },
  { tab: SopTab.assessmentSummary, label: 'Assessment summary' },
] as const;

const tabOfPath = (path: string): SopTab => {
  const part = path.split('/').filter(Boolean)[1]?.toLowerCase();
  return TABS.find((item) => item.tab.toLowerCase() === part)?.tab ?? SopTab.scoreClass;
};

/** /SOP with scoreClass (default) and assessmentSummary (growth-account.md §2, teaching.md §2). */
export default function SopPage() {
  const [path] = useLocation();
  const tab = tabOfPath(path);
  return (
    <section className="training-page" aria-labelledby="sop-title">
      <h1 id="sop-title">SOP Score</h1>
      <nav className="flowers-tabs" aria-label="SOP">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/SOP/${item.tab}`} className="flowers-tab" aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === SopTab.scoreClass ? <SopScoreClassPanel /> : <SopAssessmentSummaryPanel />}
    </section>
  );
}
