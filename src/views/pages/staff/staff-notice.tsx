import { Button } from 'primereact/button';

/** A console form's answer: a status, or an alert when it failed; dismissable. */
export function StaffNotice({ notice, isError, onDismiss }: { notice: string; isError: boolean; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <p role={isError ? 'alert' : 'status'} className={isError ? 'staff-notice error' : 'staff-notice'}>
      {notice} <Button text size="small" label="Dismiss" onClick={onDismiss} />
    </p>
  );
}
