import { Link } from 'wouter';
import { StaffAuditPaths } from '../../../domain/staff-audits';
import { StaffPaths } from '../../../domain/staff-console';

/** The console's home: what each section is for. */
export function StaffHome() {
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title">Staff console</h1>
      <ul className="staff-cards">
        <li>
          <Link href={StaffPaths.tutors}>Tutors</Link>
          <p>Search tutors by id, account, name or e-mail and open a tutor's record.</p>
        </li>
        <li>
          <Link href={StaffPaths.pay}>Pay</Link>
          <p>Close a pay period, review statements, mark them paid with a reference and export the period as CSV.</p>
        </li>
        <li>
          <Link href={StaffAuditPaths.audits}>Audits</Link>
          <p>Verify personal data, audit contracts, review TESOL, approve leave, decide appeals and complaints.</p>
        </li>
        <li>
          <Link href={StaffAuditPaths.replies}>Replies</Link>
          <p>Answer tutors' feedback, complaints and class assistance requests.</p>
        </li>
        <li>
          <Link href={StaffPaths.auditLog}>Audit log</Link>
          <p>Every staff change: who, what, when, before and after.</p>
        </li>
      </ul>
    </section>
  );
}
