import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { CertificateTypeLabels, LIFE_SHOW_PIECES, previewKind, type LifeShowFile, type LifeShowPiece } from '../../../domain/life-show';
import { acceptedExtensions, describeAccepted } from '../../../domain/upload';
import { createRecordsLogic } from '../../../actors/records.actors';
import type { LifeShowPieceName } from '../../../domain/life-show';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';

/** The life show pieces on the upload tab: each shown as stored, and replaced by uploading a new file. */
export function LifeShowPanel() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).lifeShow);
  useForwardNotices(actor);
  const info = useSelector(actor, (s) => s.context.info);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busyPart = useSelector(actor, (s) => s.context.uploading?.part ?? s.context.pending?.part ?? null);
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const choose = (part: LifeShowPieceName, input: HTMLInputElement) => {
    actor.send({ type: 'lifeShow.choose', part, file: input.files?.[0] ?? null });
    input.value = '';
  };

  if (loading) return <p aria-busy="true">Loading your life show…</p>;
  if (failed) return <Button type="button" label="Retry" text onClick={() => actor.send({ type: 'lifeShow.reload' })} />;
  const pieces = LIFE_SHOW_PIECES.filter((piece) => piece.part !== 'certificate');
  const certificates = info?.certificates ?? [];
  return (
    <section className="records-card" aria-labelledby="life-show-title">
      <h2 id="life-show-title">Life show</h2>
      <div className="life-show-grid">
        {pieces.map((piece) => (
          <PieceCard
            key={piece.part}
            piece={piece}
            file={info?.files.find((file) => file.part === piece.part)}
            error={errors[piece.part]}
            busy={busyPart === piece.part}
            onChoose={(input) => choose(piece.part, input)}
          />
        ))}
      </div>
      <section aria-labelledby="certificates-title">
        <h3 id="certificates-title">Certificates</h3>
        {certificates.length === 0 ? (
          <p>No certificates yet.</p>
        ) : (
          <ul className="records-entries" aria-label="Certificates">
            {certificates.map((certificate) => (
              <li key={`${certificate.type}-${certificate.fileRef}`}>
                <a href={certificate.previewUrl} target="_blank" rel="noreferrer">
                  {certificate.fileName}
                </a>{' '}
                <small>({CertificateTypeLabels[certificate.type] ?? 'Certificate'})</small>{' '}
                <Button
                  type="button"
                  text
                  severity="danger"
                  icon="pi pi-trash"
                  aria-label={`Delete ${certificate.fileName}`}
                  disabled={deleting}
                  onClick={() => actor.send({ type: 'lifeShow.delete', certificateType: certificate.type, fileRef: certificate.fileRef })}
                />
              </li>
            ))}
          </ul>
        )}
        <FileChooser
          piece={LIFE_SHOW_PIECES.find((piece) => piece.part === 'certificate')!}
          label="Add a certificate"
          error={errors.certificate}
          busy={busyPart === 'certificate'}
          onChoose={(input) => choose('certificate', input)}
        />
      </section>
    </section>
  );
}

function PieceCard({
  piece,
  file,
  error,
  busy,
  onChoose,
}: {
  piece: LifeShowPiece;
  file: LifeShowFile | undefined;
  error: string | undefined;
  busy: boolean;
  onChoose: (input: HTMLInputElement) => void;
}) {
  const titleId = `life-show-${piece.part}`;
  return (
    <section className="life-show-piece" aria-labelledby={titleId}>
      <h3 id={titleId}>{piece.label}</h3>
      {file ? <Preview piece={piece} file={file} /> : <p className="life-show-empty">Not uploaded yet.</p>}
      <FileChooser piece={piece} label={`Upload ${piece.label.toLowerCase()}`} error={error} busy={busy} onChoose={onChoose} />
    </section>
  );
}

function Preview({ piece, file }: { piece: LifeShowPiece; file: LifeShowFile }) {
  const kind = previewKind(piece.module);
  if (kind === 'video') return <video src={file.previewUrl} controls aria-label={`Your ${piece.label.toLowerCase()}`} className="life-show-media" />;
  if (kind === 'audio') return <audio src={file.previewUrl} controls aria-label={`Your ${piece.label.toLowerCase()}`} />;
  if (kind === 'link')
    return (
      <a href={file.previewUrl} target="_blank" rel="noreferrer">
        {file.fileName}
      </a>
    );
  return <img src={file.previewUrl} alt={`Your ${piece.label.toLowerCase()}`} className="life-show-media" />;
}

function FileChooser({
  piece,
  label,
  error,
  busy,
  onChoose,
}: {
  piece: LifeShowPiece;
  label: string;
  error: string | undefined;
  busy: boolean;
  onChoose: (input: HTMLInputElement) => void;
}) {
  const id = `life-show-file-${piece.part}`;
  return (
    <div className="records-field life-show-chooser">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={acceptedExtensions(piece.module)
          .map((ext) => `.${ext}`)
          .join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChoose(e.target)}
      />
      <small id={`${id}-hint`}>{describeAccepted(piece.module)}</small>
      {busy && <small aria-busy="true">Uploading…</small>}
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
