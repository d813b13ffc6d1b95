import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import type { PhoneBindingState } from '../../../domain/verification';
import { ChangeEmailDialog, useChangeEmail } from '../../dialogs/change-email-dialog';
import { PhoneBindingDialog, usePhoneBinding } from '../../dialogs/phone-binding-dialog';
import { usePageDeps } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import '../../styles/records.css';

/**
 * /newPersonalData: the tutor's account (e-mail and phone, with their verified changes) and the
 * state of their personal data. The personal data sections are not built yet (see the report).
 */
export default function AccountPage() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const api = usePageDeps().api;
  const [phoneState, setPhoneBindingState] = useState<PhoneBindingState | null>(null);
  const loadPhone = useCallback(() => {
    api.post<PhoneBindingState>('/api/teachInfo/PhoneBindingState').then(setPhoneBindingState, () => setPhoneBindingState(null));
  }, [api]);
  useEffect(loadPhone, [loadPhone]);
  const email = useChangeEmail(user?.email ?? '');
  const phone = usePhoneBinding(false, loadPhone);
  if (!user) return null;
  return (
    <section className="records-page" aria-labelledby="account-title">
      <h1 id="account-title">My personal data</h1>
      {user.awaitApproval && (
        <p className="records-card" role="status">
          Your personal data is being verified by your tutor manager.
        </p>
      )}
      <div className="records-card">
        <h2>Account security</h2>
        <dl>
          <dt>Tutor ID</dt>
          <dd>{user.tuid}</dd>
          <dt>E-mail</dt>
          <dd>
            <span data-testid="account-email">{user.email}</span>{' '}
            <Button label="Change e-mail" text size="small" onClick={() => email.send({ type: 'email.open' })} />
          </dd>
          <dt>Phone</dt>
          <dd>
            <span data-testid="account-phone">{phoneState?.bound ? `+${phoneState.countryCode} ${phoneState.maskedPhone}` : 'Not bound'}</span>{' '}
            <Button label={phoneState?.bound ? 'Change phone' : 'Bind phone'} text size="small" onClick={() => phone.send({ type: 'phone.open' })} />
          </dd>
          <dt>Password</dt>
          <dd>
            <Link href="/forgetPassword">Reset password by e-mail</Link>
          </dd>
        </dl>
      </div>
      <div className="records-card">
        <h2>Documents</h2>
        <p>
          Upload your life photo, introduction video, certificates and identity documents on <Link href="/personalData/upload">My documents</Link>.
        </p>
      </div>
      <ChangeEmailDialog actor={email} />
      <PhoneBindingDialog actor={phone} />
    </section>
  );
}
