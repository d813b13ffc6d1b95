import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SignChannel } from '../../../domain/contract';
import { ContractAuditStatus } from '../../../domain/sign-contract';
import { SendCodeButton } from '../../components/send-code-button';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import { Field } from '../../components/form-field';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { TesolDialog } from '../personal-data/tesol-dialog';
import '../../styles/records.css';

/**
 * /signContract and /signContractCustom (landing: status and the documents to sign), and their
 * /contract and /contractCustom children (reading, filling in, verifying and signing).
 */
export default function ContractPage() {
  const [path] = useLocation();
  const lower = path.toLowerCase();
  const custom = lower.startsWith('/signcontractcustom');
  const base = custom ? '/signContractCustom' : '/signContract';
  if (lower.endsWith('/contract') || lower.endsWith('/contractcustom')) return <SignContract base={base} />;
  if (lower.endsWith('/tesolcertification')) return <TesolCertification base={base} />;
  return (
    <section className="records-page" aria-labelledby="contract-home-title">
      <h1 id="contract-home-title">Sign Contract</h1>
      <ul className="records-choices">
        <li className="records-card">
          <Link href={`${base}/${custom ? 'contractCustom' : 'contract'}`}>Tutor services agreement</Link>
          <p>Read the agreement, fill in your details and sign it.</p>
        </li>
        {!custom && (
          <li className="records-card">
            <Link href="/signContract/tesolCertification">TESOL certification</Link>
            <p>Have staff review your identity details and your TESOL certificate.</p>
          </li>
        )}
      </ul>
    </section>
  );
}

function TesolCertification({ base }: { base: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className="records-page" aria-labelledby="tesol-title">
      <h1 id="tesol-title">TESOL certification</h1>
      <p>Your name, birthday and ID number as on your identity document, and your TESOL certificate if you hold one, are reviewed by staff.</p>
      <div className="records-actions">
        <Button type="button" label="Open identity review" onClick={() => setOpen(true)} />
        <Link href={base}>Back</Link>
      </div>
      {open && <TesolDialog onClosed={close} />}
    </section>
  );
}

function SignContract({ base }: { base: string }) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).contractSigning);
  useForwardNotices(actor);
  const info = useSelector(actor, (s) => s.context.info);
  const phone = useSelector(actor, (s) => s.context.phone);
  const typedName = useSelector(actor, (s) => s.context.typedName);
  const agreed = useSelector(actor, (s) => s.context.agreed);
  const channel = useSelector(actor, (s) => s.context.channel);
  const phoneNumber = useSelector(actor, (s) => s.context.phoneNumber);
  const code = useSelector(actor, (s) => s.context.code);
  const errors = useSelector(actor, (s) => s.context.errors);
  const step = useSelector(actor, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('filling') || s.matches('saving')
          ? 'filling'
          : s.matches('signed')
            ? 'signed'
            : 'verifying',
  );
  const busy = useSelector(actor, (s) => s.matches('saving') || s.matches('signing'));
  const zone = useProviderZone();

  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'contract.save' });
  };
  const sign = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'contract.sign' });
  };

  return (
    <section className="records-page" aria-labelledby="contract-title">
      <h1 id="contract-title">{info?.contract?.title ?? 'Contract'}</h1>
      {step === 'loading' && <p aria-busy="true">Loading your contract…</p>}
      {step === 'failed' && <Button label="Try again" text onClick={() => actor.send({ type: 'contract.reload' })} />}
      {info && (
        <p>
          Status:{' '}
          <span className="records-status" data-testid="contract-status">
            {info.auditStatusText}
          </span>
          {info.auditStatus === ContractAuditStatus.failed && info.auditReason && <> — {info.auditReason}</>}
        </p>
      )}
      {info?.contract && step !== 'signed' && (
        <article className="records-card records-contract-text" aria-label="Contract text" tabIndex={0}>
          <p>
            <small>Version {info.contract.version}</small>
          </p>
          {info.contract.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
      )}
      {step === 'filling' && (
        <form className="records-form records-card" onSubmit={save} aria-label="Fill in the contract" noValidate>
          <Field id="contract-name" label="Type your full name as your signature" error={errors.typedName}>
            <InputText
              id="contract-name"
              value={typedName}
              autoComplete="name"
              onChange={(e) => actor.send({ type: 'contract.edit', field: 'typedName', value: e.target.value })}
            />
          </Field>
          <div className="records-field">
            <span>
              <Checkbox inputId="contract-agree" checked={agreed} onChange={(e) => actor.send({ type: 'contract.agree', agreed: e.checked === true })} />{' '}
              <label htmlFor="contract-agree">I have read the contract and agree to its terms</label>
            </span>
            {errors.agreed && (
              <small className="p-error" role="alert">
                {errors.agreed}
              </small>
            )}
          </div>
          <Button type="submit" label="Continue to sign" loading={busy} disabled={busy} />
        </form>
      )}
      {(step === 'verifying' || (step !== 'signed' && busy && step !== 'filling')) && (
        <form className="records-form records-card" onSubmit={sign} aria-label="Verify and sign" noValidate>
          <p>Confirm it is you with a verification code, then sign.</p>
          <div className="records-actions" role="radiogroup" aria-label="Send the code by">
            <Button
              type="button"
              label="By phone"
              outlined={channel !== SignChannel.phone}
              disabled={!phone?.hasPhone}
              onClick={() => actor.send({ type: 'contract.channel', channel: SignChannel.phone })}
            />
            <Button
              type="button"
              label="By e-mail"
              outlined={channel !== SignChannel.email}
              onClick={() => actor.send({ type: 'contract.channel', channel: SignChannel.email })}
            />
          </div>
          {!phone?.hasPhone && (
            <p>
              <small>
                To sign by phone, bind your phone on <Link href="/newPersonalData">My personal data</Link>.
              </small>
            </p>
          )}
          {channel === SignChannel.phone && phone && (
            <Field id="contract-phone" label={`Your bound phone (+${phone.countryCode} ${phone.maskedPhone})`} error={errors.phoneNumber}>
              <InputText
                id="contract-phone"
                value={phoneNumber}
                inputMode="tel"
                onChange={(e) => actor.send({ type: 'contract.edit', field: 'phoneNumber', value: e.target.value })}
              />
            </Field>
          )}
          <Field id="contract-code" label="Verification code" error={errors.code}>
            <div className="records-code-row">
              <InputText
                id="contract-code"
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(e) => actor.send({ type: 'contract.edit', field: 'code', value: e.target.value })}
              />
              <SendCodeButton
                key={channel}
                resendLabel={channel === SignChannel.email}
                request={() =>
                  channel === SignChannel.email
                    ? { kind: 'contractEmail' }
                    : phoneNumber.trim() && phone
                      ? { kind: 'phone', countryCode: phone.countryCode, phone: phoneNumber }
                      : (actor.send({ type: 'contract.sign' }), null)
                }
              />
            </div>
          </Field>
          <div className="records-actions">
            <Button type="submit" label="Sign the contract" loading={busy} disabled={busy} />
            <Button type="button" label="Back" text disabled={busy} onClick={() => actor.send({ type: 'contract.back' })} />
          </div>
        </form>
      )}
      {step === 'signed' && info?.signature && (
        <div className="records-card">
          <h2>Signed</h2>
          <dl>
            <dt>Signed by</dt>
            <dd>{info.signature.typedName}</dd>
            <dt>Signed at</dt>
            {/* The card's only time: it names its zone itself rather than under a note. */}
            <dd>
              {dateTimeIn(info.signature.signedAt, zone)} ({zone})
            </dd>
            <dt>Verified by</dt>
            <dd>
              {info.signature.verifiedChannel === 'phone' ? 'Phone' : 'E-mail'} {info.signature.verifiedTarget}
            </dd>
            <dt>Document SHA-256</dt>
            <dd>
              <code>{info.signature.documentSha256}</code>
            </dd>
          </dl>
          <div className="records-actions">
            <a className="p-button p-component" href={info.signature.downloadUrl} download={`contract-${info.signature.id}.pdf`}>
              <span className="pi pi-download" aria-hidden="true" />
              &nbsp;Download the signed contract (PDF)
            </a>
            {info.auditStatus === ContractAuditStatus.failed && <Button label="Sign again" onClick={() => actor.send({ type: 'contract.signAgain' })} />}
          </div>
        </div>
      )}
      <p className="records-links">
        <Link href={base}>Back</Link>
      </p>
    </section>
  );
}
