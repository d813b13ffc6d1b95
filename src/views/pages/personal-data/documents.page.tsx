import { createDocumentsLogic } from '../../../actors/documents.actors';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useRef, type FormEvent } from 'react';
import { acceptedExtensions, describeAccepted, type UploadModule } from '../../../domain/upload';
import { DOCUMENT_MODULES } from '../../../machines/documents.machine';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/documents.css';
import '../../styles/records.css';
import { LifeShowPanel } from './life-show-panel';
import { PersonalDataTabs } from './personal-data-tabs';

const MODULE_LABELS: Record<(typeof DOCUMENT_MODULES)[number], string> = {
  LifePhoto: 'Life photo',
  LifeVideo: 'Introduction video',
  TutorAudio: 'Voice recording',
  TutorCertificates: 'Certificates',
  TeacherCertification: 'Teaching certification',
  PoliceCertificate: 'Police clearance',
  IdentityImg: 'Identity document',
  ProfessionalIdPhoto: 'Professional ID photo',
  TutorEquipmentPhoto: 'Equipment photo',
};

const moduleOptions = DOCUMENT_MODULES.map((value) => ({ value, label: MODULE_LABELS[value] }));
const labelOf = (moduleName: string) => MODULE_LABELS[moduleName as keyof typeof MODULE_LABELS] ?? moduleName;

/** /personalData/upload: the life show pieces, then any other document (chunked, progress in the shared dialog). */
export default function DocumentsPage() {
  const actor = useActorRef(useAreaLogic(createDocumentsLogic));
  const documents = useSelector(actor, (snapshot) => snapshot.context.documents);
  const moduleName = useSelector(actor, (snapshot) => snapshot.context.moduleName);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const fileInput = useRef<HTMLInputElement>(null);
  const zone = useProviderZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0] ?? null;
    actor.send({ type: 'documents.upload', file });
    if (fileInput.current && file) fileInput.current.value = '';
  };

  return (
    <section className="documents-page" aria-labelledby="documents-title">
      <h1 id="documents-title">My documents</h1>
      <PersonalDataTabs current="Upload" />
      <LifeShowPanel />
      <h2>Other documents</h2>
      <form className="documents-form" onSubmit={submit} aria-label="Upload a document">
        <label htmlFor="document-kind">Document type</label>
        <Dropdown
          inputId="document-kind"
          value={moduleName}
          options={moduleOptions}
          onChange={(event) => actor.send({ type: 'documents.chooseModule', moduleName: event.value as UploadModule })}
        />
        <label htmlFor="document-file">File</label>
        <input
          id="document-file"
          ref={fileInput}
          type="file"
          accept={acceptedExtensions(moduleName)
            .map((ext) => `.${ext}`)
            .join(',')}
        />
        <small className="documents-hint">{describeAccepted(moduleName)}</small>
        {formError && (
          <p className="p-error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" label="Upload" icon="pi pi-upload" />
      </form>

      <h2>Uploaded</h2>
      {loading && <p aria-busy="true">Loading your documents…</p>}
      {failed && <Button label="Try again" text onClick={() => actor.send({ type: 'documents.reload' })} />}
      {!loading && !failed && documents.length === 0 && <p>No documents yet.</p>}
      <ul className="documents-list" aria-label="Uploaded documents">
        {documents.map((document) => (
          <li key={document.fileRef}>
            <span className="pi pi-file" aria-hidden="true" />
            <a href={document.previewUrl} target="_blank" rel="noreferrer">
              {document.fileName}
            </a>
            <span className="documents-meta">
              {labelOf(document.moduleName)} · {formatSize(document.size)} · {dateIn(document.createdAt, zone)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
