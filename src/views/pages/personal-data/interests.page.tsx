import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { FormEvent } from 'react';
import { HOBBY_MAX_LENGTH, TEACH_INFO_LABELS, TEACH_INFO_MAX, type TeachInfoField } from '../../../domain/interests';
import { createRecordsLogic } from '../../../actors/records.actors';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';
import { PersonalDataTabs } from './personal-data-tabs';
import '../../styles/records.css';

const TEACH_FIELDS = Object.keys(TEACH_INFO_LABELS) as TeachInfoField[];

/** /personalData/interests: hobbies (Hobbies, EditHobbies) and how the tutor teaches (EditTeachInfo). */
export default function InterestsPage() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).interests);
  useForwardNotices(actor);
  const hobbies = useSelector(actor, (s) => s.context.hobbies);
  const hobbyDraft = useSelector(actor, (s) => s.context.hobbyDraft);
  const hobbyError = useSelector(actor, (s) => s.context.hobbyError);
  const dirty = useSelector(actor, (s) => s.context.hobbiesDirty);
  const teachInfo = useSelector(actor, (s) => s.context.teachInfo);
  const teachErrors = useSelector(actor, (s) => s.context.teachErrors);
  const savingHobbies = useSelector(actor, (s) => s.matches('savingHobbies'));
  const savingTeach = useSelector(actor, (s) => s.matches('savingTeach'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const addHobby = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'interests.addHobby' });
  };
  const saveTeach = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'interests.saveTeach' });
  };

  return (
    <section className="records-page" aria-labelledby="interests-title">
      <h1 id="interests-title">Interests</h1>
      <PersonalDataTabs current="Interests" />
      {loading && <p aria-busy="true">Loading…</p>}
      {failed && <Button type="button" label="Retry" onClick={() => actor.send({ type: 'interests.reload' })} />}
      {!loading && !failed && (
        <>
          <section className="records-card" aria-labelledby="hobbies-title">
            <h2 id="hobbies-title">Hobbies</h2>
            {hobbies.length === 0 ? (
              <p>No hobbies yet.</p>
            ) : (
              <ul className="records-chips" aria-label="Your hobbies">
                {hobbies.map((hobby, index) => (
                  <li key={hobby}>
                    {hobby}
                    <Button
                      type="button"
                      text
                      rounded
                      icon="pi pi-times"
                      aria-label={`Remove ${hobby}`}
                      onClick={() => actor.send({ type: 'interests.removeHobby', index })}
                    />
                  </li>
                ))}
              </ul>
            )}
            <form className="records-form" onSubmit={addHobby} aria-label="Add a hobby" noValidate>
              <Field id="hobby-new" label="New hobby" error={hobbyError ?? undefined}>
                <div className="records-code-row">
                  <InputText
                    id="hobby-new"
                    value={hobbyDraft}
                    maxLength={HOBBY_MAX_LENGTH}
                    onChange={(e) => actor.send({ type: 'interests.typeHobby', value: e.target.value })}
                  />
                  <Button type="submit" label="Add" icon="pi pi-plus" outlined />
                </div>
              </Field>
            </form>
            <Button
              type="button"
              label="Save hobbies"
              disabled={!dirty || savingHobbies}
              loading={savingHobbies}
              onClick={() => actor.send({ type: 'interests.saveHobbies' })}
            />
          </section>
          <form className="records-form records-card" onSubmit={saveTeach} aria-label="How you teach" noValidate>
            <h2>How you teach</h2>
            {TEACH_FIELDS.map((field) => (
              <Field key={field} id={`teach-${field}`} label={`${TEACH_INFO_LABELS[field]} (optional)`} error={teachErrors[field]}>
                <InputTextarea
                  id={`teach-${field}`}
                  rows={2}
                  maxLength={TEACH_INFO_MAX}
                  value={teachInfo[field]}
                  onChange={(e) => actor.send({ type: 'interests.editTeach', field, value: e.target.value })}
                />
              </Field>
            ))}
            <div className="records-actions">
              <Button type="submit" label="Save teaching details" loading={savingTeach} disabled={savingTeach} />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
