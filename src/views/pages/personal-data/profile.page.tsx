import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useCallback, useState, type FormEvent } from 'react';
import { PersonalDataTabs } from './personal-data-tabs';
import { SECTION_KINDS } from '../../../domain/personal-sections';
import { PLACE_FIELDS, PROFILE_FIELDS, PROFILE_LABELS, SELF_INTRODUCTION_MAX, type ProfileField } from '../../../domain/personal-data';
import { acceptedExtensions } from '../../../domain/upload';
import { LIFE_PHOTO_MODULE } from '../../../machines/personal-profile.machine';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import { Field } from '../../components/form-field';
import { SectionCard } from './section-card';
import { TeachPlaceCard } from './teach-place-card';
import { TesolDialog } from './tesol-dialog';
import '../../styles/records.css';

/** /personalData (profile): the profile form, the life photo, and sending it all for verification. */
export default function ProfilePage() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).personalProfile);
  useForwardNotices(actor);
  const profile = useSelector(actor, (s) => s.context.profile);
  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const uploading = useSelector(actor, (s) => s.context.uploading !== null || s.matches('settingPhoto'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const photo = profile?.lifeShow.find((item) => item.part === 'lifePhoto');
  const [tesolOpen, setTesolOpen] = useState(false);
  const closeTesol = useCallback(() => setTesolOpen(false), []);
  const refresh = useCallback(() => actor.send({ type: 'profile.refresh' }), [actor]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.save' });
  };
  if (loading || !profile) return <p aria-busy="true">Loading your profile…</p>;
  return (
    <section className="records-page" aria-labelledby="profile-title">
      <h1 id="profile-title">
        {profile.firstName} {profile.lastName}
      </h1>
      <PersonalDataTabs current="Profile" />
      {profile.awaitApproval && (
        <p className="records-card" role="status">
          Your personal data is being verified.
        </p>
      )}
      {profile.reviewMessage && !profile.awaitApproval && <p className="records-card">Verification: {profile.reviewMessage}</p>}
      <div className="records-card">
        <h2>Life photo</h2>
        {photo ? <img src={photo.previewUrl} alt="Your life photo" style={{ maxWidth: '12rem', borderRadius: 8 }} /> : <p>No life photo yet.</p>}
        <Field id="life-photo" label="Upload a life photo" error={errors.photo}>
          <input
            id="life-photo"
            type="file"
            accept={acceptedExtensions(LIFE_PHOTO_MODULE)
              .map((ext) => `.${ext}`)
              .join(',')}
            onChange={(e) => {
              actor.send({ type: 'profile.photo', file: e.target.files?.[0] ?? null });
              e.target.value = '';
            }}
          />
        </Field>
        {uploading && <small aria-busy="true">Uploading…</small>}
      </div>
      <form className="records-form records-card" onSubmit={save} aria-label="Profile" noValidate>
        <h2>Profile</h2>
        {PROFILE_FIELDS.map((field) => (
          <Field key={field} id={`profile-${field}`} label={PROFILE_LABELS[field]} error={errors[field]}>
            {isPlaceField(field) ? (
              <InputText id={`profile-${field}`} value={form[field]} readOnly aria-describedby="profile-place-note" />
            ) : field === 'selfIntrodction' ? (
              <InputTextarea
                id={`profile-${field}`}
                rows={4}
                maxLength={SELF_INTRODUCTION_MAX}
                value={form[field]}
                onChange={(e) => actor.send({ type: 'profile.edit', field, value: e.target.value })}
              />
            ) : (
              <InputText
                id={`profile-${field}`}
                type={field === 'birthday' ? 'date' : 'text'}
                value={form[field]}
                onChange={(e) => actor.send({ type: 'profile.edit', field, value: e.target.value })}
              />
            )}
          </Field>
        ))}
        <small id="profile-place-note">School, country, province and city are chosen under “Where you teach from”.</small>
        <div className="records-actions">
          <Button type="submit" label="Save profile" loading={saving} disabled={saving} />
          <Button
            type="button"
            label="Send for verification"
            outlined
            disabled={!profile.complete || profile.awaitApproval || submitting}
            loading={submitting}
            onClick={() => actor.send({ type: 'profile.submit' })}
          />
        </div>
      </form>
      <TeachPlaceCard
        current={{ country: profile.form.location, province: profile.form.provice, city: profile.form.city, school: profile.form.school }}
        onSaved={refresh}
      />
      {SECTION_KINDS.map((kind) => (
        <SectionCard key={kind} kind={kind} onSaved={refresh} />
      ))}
      <div className="records-card">
        <h2>TESOL</h2>
        <p>Send your identity details and TESOL certificate for review.</p>
        <Button type="button" label="Open identity review" outlined onClick={() => setTesolOpen(true)} />
      </div>
      {tesolOpen && <TesolDialog onClosed={closeTesol} />}
    </section>
  );
}

const isPlaceField = (field: ProfileField) => (PLACE_FIELDS as readonly ProfileField[]).includes(field);
