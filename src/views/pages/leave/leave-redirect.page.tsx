import { Redirect } from 'wouter';
import { LEAVE_REQUEST_PATH } from './leave-tabs';

/** /leaveRequest redirects to /leave/leaveRequest (growth-account.md §2). */
export default function LeaveRequestRedirect() {
  return <Redirect to={LEAVE_REQUEST_PATH} replace />;
}
