import '../../styles/home.css';
import { Link, useLocation } from 'wouter';

/** Titles of the screens not built yet, by their first path segment (lower case). */
const TITLES: Record<string, string> = {
  sop: 'SOP Score/class',
  classtab: 'Class Table',
  trainingcenter: 'Training Center',
  servicefee: 'Service Fee',
  comments: 'Student Comment',
  complaintlist: 'Assessment',
  myfeedback: 'Feedback',
  teachertask: 'Teacher Task',
  aichat: 'AI Chat',
  flowers: 'Flowers',
  personaldata: 'Personal Data',
  newpersonaldata: 'Personal Data',
  leaverequest: 'Leave Request',
  leave: 'Leave Request',
  signcontract: 'Sign Contract',
  signcontractcustom: 'Sign Contract',
  growthcenter: 'Growth Centre',
};

/** The page of a screen the menu already points to but that is not built yet. */
export default function ComingSoonPage() {
  const [path] = useLocation();
  const [, first = ''] = path.split('/');
  const isAiMind = first.toLowerCase() === 'aichat' && new URLSearchParams(window.location.search).get('systemType') === '5';
  const title = isAiMind ? 'AI Mind' : (TITLES[first.toLowerCase()] ?? 'This page');
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <i className="pi pi-wrench coming-soon-icon" aria-hidden="true" />
      <h1 id="coming-soon-title">{title}</h1>
      <p>This part of the portal is coming soon.</p>
      <Link href="/home">Back to the dashboard</Link>
    </section>
  );
}
