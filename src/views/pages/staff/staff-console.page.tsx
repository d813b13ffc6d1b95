import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { StaffAuditPaths, queueOfPath } from '../../../domain/staff-audits';
import { StaffPaths } from '../../../domain/staff-console';
import { StaffAdminPaths } from '../../../domain/staff-admin';
import { isAdminRole } from '../../../domain/routes';
import { SessionContext } from '../../session-context';
import '../../styles/staff-console.css';
import { AuditLogView } from './audit-log';
import { BookingsView } from './bookings';
import { PayView } from './pay';
import { QueuesPage } from './queues-page';
import { StaffHome } from './staff-home';
import { TasksView } from './tasks';
import { ContentView } from './content';
import { TrainingContentView } from './training-content';
import { MenuView } from './menu';
import { AssistantView } from './assistant';
import { SettingsView } from './settings';
import { StaffAccountsView } from './staff-accounts';
import { TutorRecord } from './tutor-record';
import { TutorSearch } from './tutor-search';

const SECTIONS = [
  { href: StaffPaths.home, label: 'Home' },
  { href: StaffPaths.tutors, label: 'Tutors' },
  { href: StaffPaths.bookings, label: 'Bookings' },
  { href: StaffPaths.pay, label: 'Pay' },
  { href: StaffPaths.tasks, label: 'Tasks' },
  { href: StaffPaths.content, label: 'Content' },
  { href: StaffPaths.trainingContent, label: 'Training content' },
  { href: StaffPaths.menu, label: 'Menu' },
  { href: StaffPaths.assistant, label: 'AI assistant' },
  { href: StaffAuditPaths.audits, label: 'Audits' },
  { href: StaffAuditPaths.replies, label: 'Replies' },
  { href: StaffPaths.auditLog, label: 'Audit log' },
] as const;

/** Shown to admins only (the calls behind them answer ErrorCode 4 to anyone else). */
const ADMIN_SECTIONS = [
  { href: StaffAdminPaths.accounts, label: 'Staff accounts' },
  { href: StaffAdminPaths.settings, label: 'Settings' },
] as const;

/** Which console section a /staff/... path shows. */
type Section =
  | 'home'
  | 'tutors'
  | 'tutor'
  | 'bookings'
  | 'pay'
  | 'tasks'
  | 'content'
  | 'trainingContent'
  | 'menu'
  | 'assistant'
  | 'auditLog'
  | 'audits'
  | 'replies'
  | 'accounts'
  | 'settings';

function sectionOf(path: string, admin: boolean): { section: Section; tuid?: number } {
  const [, , part, id] = path.split('/');
  const key = (part ?? '').toLowerCase();
  if (key === 'tutors' && id && /^\d+$/.test(id)) return { section: 'tutor', tuid: Number(id) };
  if (key === 'tutors') return { section: 'tutors' };
  if (key === 'bookings') return { section: 'bookings' };
  if (key === 'pay') return { section: 'pay' };
  if (key === 'tasks') return { section: 'tasks' };
  if (key === 'content') return { section: 'content' };
  if (key === 'training-content') return { section: 'trainingContent' };
  if (key === 'menu') return { section: 'menu' };
  if (key === 'assistant') return { section: 'assistant' };
  if (key === 'auditlog') return { section: 'auditLog' };
  if (key === 'audits') return { section: 'audits' };
  if (key === 'replies') return { section: 'replies' };
  if (admin && key === 'accounts') return { section: 'accounts' };
  if (admin && key === 'settings') return { section: 'settings' };
  return { section: 'home' };
}

/** /staff/...: the provider's staff console (issue 21), its own frame and bundle, for the staff role. */
export default function StaffConsolePage() {
  const [path] = useLocation();
  const session = SessionContext.useActorRef();
  const account = SessionContext.useSelector((snapshot) => snapshot.context.user?.fullName ?? '');
  const selfId = SessionContext.useSelector((snapshot) => snapshot.context.user?.tuid ?? 0);
  const admin = SessionContext.useSelector((snapshot) => isAdminRole(snapshot.context.roles));
  const { section, tuid } = sectionOf(path, admin);
  const sections = admin ? [...SECTIONS, ...ADMIN_SECTIONS] : SECTIONS;
  // Matched by section, not by how the address ends: "training-content" also ends in "content".
  const current = section === 'tutor' ? StaffPaths.tutors : (sections.find((item) => sectionOf(item.href, admin).section === section)?.href ?? StaffPaths.home);
  return (
    <div className="staff-console">
      <header className="staff-header">
        <strong>Staff console</strong>
        <nav aria-label="Staff console">
          {sections.map((item) => (
            <Link key={item.href} href={item.href} className="staff-nav-link" aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          ))}
        </nav>
        <span className="staff-user">{account}</span>
        <Button text size="small" label="Sign out" onClick={() => session.send({ type: 'session.logout' })} />
      </header>
      <main className="staff-main">
        {section === 'home' && <StaffHome />}
        {section === 'tutors' && <TutorSearch />}
        {section === 'tutor' && tuid !== undefined && <TutorRecord key={tuid} tuid={tuid} />}
        {section === 'bookings' && <BookingsView />}
        {section === 'pay' && <PayView />}
        {section === 'tasks' && <TasksView />}
        {section === 'content' && <ContentView />}
        {section === 'trainingContent' && <TrainingContentView />}
        {section === 'menu' && <MenuView />}
        {section === 'assistant' && <AssistantView />}
        {section === 'auditLog' && <AuditLogView />}
        {section === 'accounts' && <StaffAccountsView selfId={selfId} />}
        {section === 'settings' && <SettingsView />}
        {(section === 'audits' || section === 'replies') && <QueuesPage page={section} queue={queueOfPath(path) ?? 'personalData'} />}
      </main>
    </div>
  );
}
