import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { PersonalDataMessages } from '../../src/domain/personal-data';
import { tesolDialogMachine, type TesolDialogContext } from '../../src/machines/tesol-dialog.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = tesolDialogMachine.provide({ actors: { 'save tesol': pendingPromise() } });
const input = { today: '2026-11-23' };
const pdf = { name: 'tesol.pdf', size: 2000, slice: () => new Blob() };
const change = (field: string, value: string) => ({ type: 'tesol.change', field, value });
const ev = {
  first: change('firstName', ' Joseph '),
  last: change('lastName', 'Reyes'),
  birthday: change('birthday', '1990-11-02'),
  tooOld: change('birthday', '1949-12-31'),
  id: change('idNumber', 'P123'),
  clearFirst: change('firstName', '  '),
  holds: { type: 'tesol.hasCertificate', value: true },
  holdsNot: { type: 'tesol.hasCertificate', value: false },
  file: { type: 'tesol.file', file: pdf },
  badFile: { type: 'tesol.file', file: { name: 'tesol.exe', size: 10, slice: () => new Blob() } },
  submit: { type: 'tesol.submit' },
  confirm: { type: 'tesol.confirm' },
  back: { type: 'tesol.back' },
  close: { type: 'tesol.close' },
  started: { type: 'tesol.uploadStarted', fileCode: 'f1' },
  uploaded: {
    type: 'upload.finished',
    fileCode: 'f1',
    output: { status: 'done', file: { fileRef: 'ref1', fileName: 'tesol.pdf', url: '', previewUrl: '', contentType: 'application/pdf', size: 2000 } },
  },
  cancelled: { type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } },
  othersUpload: { type: 'upload.finished', fileCode: 'other', output: { status: 'cancelled' } },
  saved: { type: 'xstate.done.actor.save', output: { body: true, message: PersonalDataMessages.tesolSaved } },
  saveFailed: { type: 'xstate.error.actor.save', error: new Error(PersonalDataMessages.fileInvalid) },
};
const filled = [ev.first, ev.last, ev.birthday, ev.id];
const project = (c: TesolDialogContext) => [
  Object.values(c.form).map((value) => (typeof value === 'string' ? value.trim() !== '' : value)),
  c.form.birthday,
  c.file?.name ?? null,
  c.uploading,
  c.certificateRef,
  Object.entries(c.errors)
    .filter(([, v]) => v)
    .map(([k]) => k),
];

describe('TESOL identity review dialog (model-based)', () => {
  it('reaches every transition', { timeout: 120_000 }, () => {
    const serializeState = (snapshot: { value: unknown; context: TesolDialogContext }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const active = eventsWhereActive(machine, Object.values(ev));
    // A closed dialog takes nothing more.
    const events = (snapshot: AnyMachineSnapshot) => (snapshot.status === 'active' ? active(snapshot) : []);
    const paths = generatePaths(machine, { input, events, serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { input, context: project });
  });

  it("answers 'Required' for the blank fields, the birthday range and a missing certificate, and does not ask to confirm", () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.holds, ev.submit], input), input);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.errors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      birthday: 'Required',
      idNumber: 'Required',
      certificateFileRef: PersonalDataMessages.tesolCertificateRequired,
    });
    const { snapshot: old } = replayCollecting(machine, scenario(machine, [ev.first, ev.last, ev.tooOld, ev.id, ev.submit], input), input);
    expect(old.context.errors).toEqual({ birthday: PersonalDataMessages.tesolBirthdayRange });
    const { snapshot: bad } = replayCollecting(machine, scenario(machine, [ev.holds, ev.badFile], input), input);
    expect(bad.context.errors.certificateFileRef).toContain('TesolCertificateSelf accepts');
  });

  it('confirms, uploads the certificate in TesolCertificateSelf, then saves it with the reference and closes', () => {
    const uploads: unknown[] = [];
    const withUpload = machine.provide({ actions: { startUpload: (_, params) => uploads.push(params.file) } });
    const path = scenario(withUpload, [...filled, ev.holds, ev.file, ev.submit, ev.confirm, ev.started, ev.uploaded], input);
    const { actor } = replayPath(withUpload, path, { input });
    expect(uploads).toEqual([pdf]);
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().children.save).toBeDefined();
    const { snapshot, emitted } = replayCollecting(
      machine,
      scenario(machine, [...filled, ev.holds, ev.file, ev.submit, ev.confirm, ev.started, ev.uploaded, ev.saved], input),
      input,
    );
    expect(snapshot.status).toBe('done');
    expect(emitted.map((event) => event.message)).toEqual([PersonalDataMessages.tesolSaved]);
  });

  it('saves without an upload when the tutor holds no certificate, and stays open with the message when saving fails', () => {
    const { snapshot, emitted } = replayCollecting(machine, scenario(machine, [...filled, ev.submit, ev.confirm, ev.saveFailed], input), input);
    expect(snapshot.value).toBe('editing');
    expect(emitted.map((event) => event.message)).toEqual([PersonalDataMessages.fileInvalid]);
  });
});
