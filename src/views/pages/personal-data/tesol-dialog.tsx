import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, type FormEvent } from 'react';
import { PersonalDataMessages, TESOL_BIRTHDAY_MIN, TESOL_CERTIFICATE_MODULE } from '../../../domain/personal-data';
import { acceptedExtensions } from '../../../domain/upload';
import type { TesolField } from '../../../machines/tesol-dialog.machine';
import { createRecordsLogic } from '../../../actors/records.actors';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';

const FIELDS: Array<[TesolField, string, string]> = [
  ['firstName', 'First name', 'text'],
  ['middleName', 'Middle name (optional)', 'text'],
  ['lastName', 'Last name', 'text'],
  ['birthday', 'Birthday', 'date'],
  ['idNumber', 'ID number', 'text'],
];

/** Today in the tutor's own calendar (YYYY-MM-DD): the birthday's upper bound. */
const localToday = () => new Date().toLocaleDateString('en-CA');

/** The TESOL identity review dialog; mounted while open, `onClosed` when it is done or dismissed. */
export function TesolDialog({ onClosed }: { onClosed: () => void }) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).tesolDialog, { input: { today: localToday() } });
  useForwardNotices(actor);
  const form = useSelector(actor, (s) => s.context.form);
  const file = useSelector(actor, (s) => s.context.file);
  const errors = useSelector(actor, (s) => s.context.errors);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const busy = useSelector(actor, (s) => s.matches('uploading') || s.matches('saving'));
  const closed = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'tesol.submit' });
  };

  return (
    <Dialog header="Identity review (TESOL)" visible={!closed} onHide={() => actor.send({ type: 'tesol.close' })} style={{ width: '560px', maxWidth: '95vw' }}>
      {confirming || busy ? (
        <div role="alertdialog" aria-labelledby="tesol-confirm-text">
          <p id="tesol-confirm-text">{PersonalDataMessages.tesolConfirm}</p>
          <div className="records-actions">
            <Button type="button" label="Confirm" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'tesol.confirm' })} />
            <Button type="button" label="Back" outlined disabled={busy} onClick={() => actor.send({ type: 'tesol.back' })} />
          </div>
        </div>
      ) : (
        <form className="records-form" onSubmit={submit} aria-label="TESOL information" noValidate>
          {FIELDS.map(([field, label, type]) => (
            <Field key={field} id={`tesol-${field}`} label={label} error={errors[field]}>
              <InputText
                id={`tesol-${field}`}
                type={type}
                value={form[field]}
                {...(type === 'date' ? { min: TESOL_BIRTHDAY_MIN, max: localToday() } : {})}
                onChange={(e) => actor.send({ type: 'tesol.change', field, value: e.target.value })}
              />
            </Field>
          ))}
          <fieldset className="records-field">
            <legend>Do you hold a TESOL certificate?</legend>
            <span>
              <RadioButton
                inputId="tesol-has-yes"
                name="hasTesol"
                checked={form.hasCertificate}
                onChange={() => actor.send({ type: 'tesol.hasCertificate', value: true })}
              />
              <label htmlFor="tesol-has-yes"> Yes</label>
            </span>
            <span>
              <RadioButton
                inputId="tesol-has-no"
                name="hasTesol"
                checked={!form.hasCertificate}
                onChange={() => actor.send({ type: 'tesol.hasCertificate', value: false })}
              />
              <label htmlFor="tesol-has-no"> No</label>
            </span>
          </fieldset>
          {form.hasCertificate && (
            <Field id="tesol-certificate" label="TESOL certificate" error={errors.certificateFileRef}>
              <input
                id="tesol-certificate"
                type="file"
                accept={acceptedExtensions(TESOL_CERTIFICATE_MODULE)
                  .map((ext) => `.${ext}`)
                  .join(',')}
                onChange={(e) => actor.send({ type: 'tesol.file', file: e.target.files?.[0] ?? null })}
              />
              {file && <small>{file.name}</small>}
            </Field>
          )}
          <div className="records-actions">
            <Button type="submit" label="Submit" />
            <Button type="button" label="Cancel" outlined onClick={() => actor.send({ type: 'tesol.close' })} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
