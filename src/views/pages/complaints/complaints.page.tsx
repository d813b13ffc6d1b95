import { Link, useLocation } from 'wouter';
import '../../styles/feedback.css';
import { ReceivedComplaints } from './received-complaints';
import { LateLeaveReport, RecitationReport } from './period-reports';

const TABS = [
  { tab: 'recitationClassesReport', label: 'Recitation classes report' },
  { tab: 'receivedComplaint', label: 'Received complaints' },
  { tab: 'lateAttendanceEarlyLeave', label: 'Late attendance / early leave' },
] as const;
type Tab = (typeof TABS)[number]['tab'];

const tabOf = (path: string): Tab => {
  const child = path.split('/').filter(Boolean)[1]?.toLowerCase();
  return TABS.find((item) => item.tab.toLowerCase() === child)?.tab ?? 'recitationClassesReport';
};

/** /complaintList with its children (growth-account.md §2): the recitation report (default), received complaints, late/early records. */
export default function ComplaintsPage() {
  const [path] = useLocation();
  const tab = tabOf(path);
  return (
    <section className="feedback-page" aria-labelledby="complaints-title">
      <h1 id="complaints-title">Assessment</h1>
      <nav className="voices-tabs" aria-label="Assessment sections">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/complaintList/${item.tab}`} className="voices-tab" aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === 'recitationClassesReport' && <RecitationReport />}
      {tab === 'receivedComplaint' && <ReceivedComplaints />}
      {tab === 'lateAttendanceEarlyLeave' && <LateLeaveReport />}
    </section>
  );
}
