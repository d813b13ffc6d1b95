import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, type FormEvent } from 'react';
import { SECTION_PROOF_MODULE, SECTION_TITLES, fieldsOf, type SectionEntry, type SectionKind } from '../../../domain/personal-sections';
import { acceptedExtensions, describeAccepted } from '../../../domain/upload';
import type { UploadFile } from '../../../machines/upload.types';
import { createRecordsLogic } from '../../../actors/records.actors';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';

/** One personal data section: its entries, and an edit form for the whole section. */
export function SectionCard({ kind, onSaved }: { kind: SectionKind; onSaved: () => void }) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).personalSection, { input: { kind } });
  useForwardNotices(actor);
  useEffect(() => {
    const subscription = actor.on('saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const entries = useSelector(actor, (s) => s.context.entries);
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const uploadingIndex = useSelector(actor, (s) => s.context.uploading?.index ?? null);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const title = SECTION_TITLES[kind];
  const fields = fieldsOf(kind);
  const single = kind === 'personalInformation';
  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'section.save' });
  };

  return (
    <section className="records-card" aria-labelledby={`section-${kind}`}>
      <h2 id={`section-${kind}`}>{title}</h2>
      {loading && <p aria-busy="true">Loading…</p>}
      {failed && <Button type="button" label="Retry" text onClick={() => actor.send({ type: 'section.reload' })} />}
      {!editing && !loading && !failed && (
        <>
          {entries.length === 0 ? (
            <p>Nothing added yet.</p>
          ) : (
            <ul className="records-entries">
              {entries.map((entry, index) => (
                <li key={index}>
                  {fields
                    .map(([field]) => entry[field])
                    .filter(Boolean)
                    .join(' · ')}
                  {entry.proofPreviewUrl && (
                    <>
                      {' · '}
                      <a href={entry.proofPreviewUrl} target="_blank" rel="noreferrer">
                        Proof: {entry.proofFileName}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Button type="button" label={`Edit ${title.toLowerCase()}`} outlined onClick={() => actor.send({ type: 'section.edit' })} />
        </>
      )}
      {editing && (
        <form className="records-form" onSubmit={save} aria-label={title} noValidate>
          {draft.map((entry, index) => (
            <fieldset key={index} className="records-entry">
              {!single && <legend>Entry {index + 1}</legend>}
              {fields.map(([field, rule]) => {
                const id = `${kind}-${index}-${field}`;
                return (
                  <Field key={field} id={id} label={rule.label + (rule.required ? '' : ' (optional)')} error={errors[index]?.[field]}>
                    <InputText
                      id={id}
                      value={entry[field] ?? ''}
                      maxLength={rule.max}
                      placeholder={'month' in rule ? 'YYYY-MM' : undefined}
                      onChange={(e) => actor.send({ type: 'section.change', index, field, value: e.target.value })}
                    />
                  </Field>
                );
              })}
              {!single && (
                <ProofField
                  kind={kind}
                  index={index}
                  entry={entry}
                  error={errors[index]?.proof}
                  busy={uploadingIndex === index}
                  onChoose={(file) => actor.send({ type: 'section.proof', index, file })}
                  onRemove={() => actor.send({ type: 'section.removeProof', index })}
                />
              )}
              {!single && (
                <Button
                  type="button"
                  label={`Remove entry ${index + 1}`}
                  text
                  severity="danger"
                  onClick={() => actor.send({ type: 'section.remove', index })}
                />
              )}
            </fieldset>
          ))}
          <div className="records-actions">
            {!single && <Button type="button" label="Add entry" icon="pi pi-plus" text onClick={() => actor.send({ type: 'section.add' })} />}
            <Button type="submit" label={`Save ${title.toLowerCase()}`} loading={saving} disabled={saving} />
            <Button type="button" label="Cancel" outlined disabled={saving} onClick={() => actor.send({ type: 'section.cancel' })} />
          </div>
        </form>
      )}
    </section>
  );
}

/** An entry's proof: the file chosen (uploaded in chunks at once) or a prompt to choose one. */
function ProofField({
  kind,
  index,
  entry,
  error,
  busy,
  onChoose,
  onRemove,
}: {
  kind: SectionKind;
  index: number;
  entry: SectionEntry;
  error: string | undefined;
  busy: boolean;
  onChoose: (file: UploadFile | null) => void;
  onRemove: () => void;
}) {
  const id = `${kind}-${index}-proof`;
  return (
    <Field id={id} label={`Proof for entry ${index + 1} (optional)`} error={error}>
      {entry.proofFileRef && (
        <span>
          {entry.proofPreviewUrl ? (
            <a href={entry.proofPreviewUrl} target="_blank" rel="noreferrer">
              {entry.proofFileName ?? 'Proof'}
            </a>
          ) : (
            (entry.proofFileName ?? 'Proof')
          )}{' '}
          <Button type="button" text size="small" label={`Remove proof ${index + 1}`} onClick={onRemove} />
        </span>
      )}
      <input
        id={id}
        type="file"
        accept={acceptedExtensions(SECTION_PROOF_MODULE)
          .map((ext) => `.${ext}`)
          .join(',')}
        title={describeAccepted(SECTION_PROOF_MODULE)}
        onChange={(e) => {
          onChoose(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {busy && <small aria-busy="true">Uploading…</small>}
    </Field>
  );
}
