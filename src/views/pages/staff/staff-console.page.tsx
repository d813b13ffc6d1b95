import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { StaffPaths } from '../../../domain/staff-console';
import { SessionContext } from '../../session-context';
import '../../styles/staff-console.css';
import { AuditLogView } from './audit-log';
import { PayView } from './pay';
import { StaffHome } from './staff-home';
import { TutorRecord } from './tutor-record';
import { TutorSearch } from './tutor-search';

const SECTIONS = [
  { href: StaffPaths.home, label: 'Home' },
  { href: StaffPaths.tutors, label: 'Tutors' },
  { href: StaffPaths.pay, label: 'Pay' },
  { href: StaffPaths.auditLog, label: 'Audit log' },
] as const;

/** Which console section a /staff/... path shows. */
function sectionOf(path: string): { section: 'home' | 'tutors' | 'tutor' | 'pay' | 'auditLog'; tuid?: number } {
  const [, , part, id] = path.split('/');
  const key = (part ?? '').toLowerCase();
  if (key === 'tutors' && id && /^\d+$/.test(id)) return { section: 'tutor', tuid: Number(id) };
  if (key === 'tutors') return { section: 'tutors' };
  if (key === 'pay') return { section: 'pay' };
  if (key === 'auditlog') return { section: 'auditLog' };
  return { section: 'home' };
}

/** /staff/...: the provider's staff console (issue 21), its own frame and bundle, for the staff role. */
export default function StaffConsolePage() {
  const [path] = useLocation();
  const session = SessionContext.useActorRef();
  const account = SessionContext.useSelector((snapshot) => snapshot.context.user?.fullName ?? '');
  const { section, tuid } = sectionOf(path);
  const current = section === 'tutor' ? StaffPaths.tutors : SECTIONS.find((item) => item.href.toLowerCase().endsWith(section.toLowerCase()))?.href ?? StaffPaths.home;
  return (
    <div className="staff-console">
      <header className="staff-header">
        <strong>Staff console</strong>
        <nav aria-label="Staff console">
          {SECTIONS.map((item) => (
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
        {section === 'pay' && <PayView />}
        {section === 'auditLog' && <AuditLogView />}
      </main>
    </div>
  );
}
