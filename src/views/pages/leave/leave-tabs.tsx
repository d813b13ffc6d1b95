import { Link, useLocation } from 'wouter';

export const LEAVE_REQUEST_PATH = '/leave/leaveRequest';
export const LEAVE_RECORD_PATH = '/leave/leaveRecord';

/** The two leave pages as tabs. */
export function LeaveTabs() {
  const [path] = useLocation();
  const tab = (href: string, label: string) => (
    <Link href={href} aria-current={path.toLowerCase() === href.toLowerCase() ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav className="records-tabs" aria-label="Leave">
      {tab(LEAVE_REQUEST_PATH, 'Leave request')}
      {tab(LEAVE_RECORD_PATH, 'Leave record')}
    </nav>
  );
}
