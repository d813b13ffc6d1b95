import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, type FormEvent } from 'react';
import { LEAVE_REASON_MAX, LEAVE_TYPES, type LeaveRecord } from '../../../domain/leave';
import { localParts, localTimeToInstant } from '../../../domain/provider-time';
import { acceptedExtensions } from '../../../domain/upload';
import { LEAVE_PROOF_MODULE } from '../../../machines/leave-form.machine';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import { Field } from '../../components/form-field';
import { ZoneNote } from '../../components/zone-note';
import { useProviderZone } from '../../format/when';

/*
 * A datetime-local input has no zone: its wall clock is read as the provider's (the zone the form
 * names), never the browser's. The form's state holds the instant (ISO, UTC), which the checks and
 * the request use as they are, so what is stored is the moment the tutor meant in that zone.
 */

/** The instant `iso` as 'YYYY-MM-DDTHH:mm' on `zone`'s wall clock, what a datetime-local input shows. */
export function toLocalInput(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '';
  const { date, hour, minute } = localParts(ms, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/** A datetime-local value read on `zone`'s wall clock, as an ISO instant; '' while the input is empty or incomplete. */
export function fromLocalInput(value: string, zone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, date = '', hour = '0', minute = '0'] = match;
  return new Date(localTimeToInstant(date, Number(hour) * 60 + Number(minute), zone)).toISOString();
}

const typeOptions = LEAVE_TYPES.map((type) => ({ value: type.value, label: type.label }));

/** The leave form: new (AddTutorLeave) or editing a pending leave (EditTutorLeave). */
export function LeaveForm({ leave, onSaved, idPrefix = 'leave' }: { leave: LeaveRecord | null; onSaved?: (leave: LeaveRecord) => void; idPrefix?: string }) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).leaveForm, { input: { leave } });
  useForwardNotices(actor);
  const startAt = useSelector(actor, (s) => s.context.startAt);
  const endAt = useSelector(actor, (s) => s.context.endAt);
  const leaveType = useSelector(actor, (s) => s.context.leaveType);
  const reason = useSelector(actor, (s) => s.context.reason);
  const proofName = useSelector(actor, (s) => s.context.proofName);
  const uploading = useSelector(actor, (s) => s.context.uploading !== null);
  const errors = useSelector(actor, (s) => s.context.errors);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.matches('saved'));
  const fileInput = useRef<HTMLInputElement>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    const subscription = actor.on('saved', ({ leave: savedLeave }) => onSavedRef.current?.(savedLeave));
    return () => subscription.unsubscribe();
  }, [actor]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'leave.submit', now: new Date().toISOString() });
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const zone = useProviderZone();

  if (saved && !leave) {
    return (
      <div className="records-card" role="status">
        <p>Your leave request has been sent. Staff will review it; you can follow it in the leave record.</p>
        <Button label="Request another leave" outlined onClick={() => actor.send({ type: 'leave.reset' })} />
      </div>
    );
  }
  return (
    <form className="records-form records-card" onSubmit={submit} aria-label={leave ? 'Edit leave' : 'Request leave'} noValidate>
      <Field id={id('start')} label="Start" error={errors.startAt}>
        <InputText
          id={id('start')}
          type="datetime-local"
          value={toLocalInput(startAt, zone)}
          onChange={(e) => actor.send({ type: 'leave.edit', field: 'startAt', value: fromLocalInput(e.target.value, zone) })}
        />
      </Field>
      <Field id={id('end')} label="End" error={errors.endAt}>
        <InputText
          id={id('end')}
          type="datetime-local"
          value={toLocalInput(endAt, zone)}
          onChange={(e) => actor.send({ type: 'leave.edit', field: 'endAt', value: fromLocalInput(e.target.value, zone) })}
        />
      </Field>
      <ZoneNote />
      <Field id={id('type')} label="Leave type" error={errors.leaveType}>
        <Dropdown
          inputId={id('type')}
          value={leaveType || null}
          options={typeOptions}
          placeholder="Choose a type"
          onChange={(e) => actor.send({ type: 'leave.type', value: e.value as number })}
        />
      </Field>
      <Field id={id('reason')} label="Reason" error={errors.reason}>
        <InputTextarea
          id={id('reason')}
          value={reason}
          rows={4}
          maxLength={LEAVE_REASON_MAX}
          onChange={(e) => actor.send({ type: 'leave.edit', field: 'reason', value: e.target.value })}
        />
        <small>
          {reason.length}/{LEAVE_REASON_MAX}
        </small>
      </Field>
      <Field id={id('proof')} label="Proof (optional)" error={errors.proof}>
        {proofName ? (
          <span>
            {proofName} <Button type="button" label="Remove" text size="small" onClick={() => actor.send({ type: 'leave.removeProof' })} />
          </span>
        ) : (
          <input
            id={id('proof')}
            ref={fileInput}
            type="file"
            accept={acceptedExtensions(LEAVE_PROOF_MODULE)
              .map((ext) => `.${ext}`)
              .join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              actor.send({ type: 'leave.attach', file });
              e.target.value = '';
            }}
          />
        )}
        {uploading && <small aria-busy="true">Uploading…</small>}
      </Field>
      <Button type="submit" label={leave ? 'Save changes' : 'Send request'} loading={saving} disabled={saving || uploading} />
    </form>
  );
}
