import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SectionMessages, entryErrors, type SectionEntry, type SectionKind } from '../../src/domain/personal-sections';
import { personalSectionMachine, type PersonalSectionContext } from '../../src/machines/personal-section.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = personalSectionMachine.provide({ actors: { 'load section': pendingPromise(), 'save section': pendingPromise() } });
const work: SectionEntry = { company: 'Concentrix', position: 'Agent', start: '2015-01', end: '2018-12' };
const info: SectionEntry = { nationality: 'Filipino', address: 'Davao City', emergencyContact: 'Ana 0917', languages: '' };

function eventsFor(kind: SectionKind) {
  const field = kind === 'personalInformation' ? 'address' : 'company';
  const saved = kind === 'personalInformation' ? [info] : [work];
  return {
    loaded: { type: 'xstate.done.actor.load', output: saved },
    loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
    reload: { type: 'section.reload' },
    edit: { type: 'section.edit' },
    clear: { type: 'section.change', index: 0, field, value: '' },
    fill: { type: 'section.change', index: 0, field, value: 'Filled' },
    outOfRange: { type: 'section.change', index: 5, field, value: 'x' },
    add: { type: 'section.add' },
    remove: { type: 'section.remove', index: 0 },
    cancel: { type: 'section.cancel' },
    save: { type: 'section.save' },
    saved: { type: 'xstate.done.actor.save', output: { body: saved, message: SectionMessages.saved } },
    saveFailed: { type: 'xstate.error.actor.save', error: new Error(SectionMessages.oneEntry) },
    proof: { type: 'section.proof', index: 0, file: { name: 'diploma.pdf', size: 1000 } },
    badProof: { type: 'section.proof', index: 0, file: { name: 'diploma.exe', size: 10 } },
    proofStarted: { type: 'section.uploadStarted', index: 0, fileCode: 'p1' },
    proofUploaded: {
      type: 'upload.finished',
      fileCode: 'p1',
      output: {
        status: 'done',
        file: { fileRef: 'ref9', fileName: 'diploma.pdf', url: '', previewUrl: '/f/ref9', contentType: 'application/pdf', size: 1000 },
      },
    },
    proofCancelled: { type: 'upload.finished', fileCode: 'p1', output: { status: 'cancelled' } },
    removeProof: { type: 'section.removeProof', index: 0 },
  };
}
const project = (c: PersonalSectionContext) => [
  c.entries.length,
  c.draft.length,
  c.draft.map((entry) => [Object.keys(entryErrors(c.kind, entry)).sort(), entry.proofFileRef ?? null]),
  c.errors.map((errors) => Object.keys(errors).sort()),
  c.uploading,
];

describe('personal data section (model-based)', () => {
  it('reaches every transition, for personal information (one entry) and a list section', { timeout: 60_000 }, () => {
    for (const kind of ['workExperience', 'personalInformation'] as const) {
      const input = { kind };
      const serializeState = (snapshot: { value: unknown; context: PersonalSectionContext }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
      const active = eventsWhereActive(machine, Object.values(eventsFor(kind)));
      // Two draft entries show adding and removing; more only grow the graph.
      const events = (snapshot: AnyMachineSnapshot) =>
        active(snapshot).filter((event) => event.type !== 'section.add' || (snapshot.context as PersonalSectionContext).draft.length < 2);
      const paths = generatePaths(machine, { input, events, serializeState: serializeState as never });
      expectEveryTransitionCovered(
        machine,
        paths,
        { input, context: project },
        kind === 'workExperience'
          ? {}
          : {
              'personalSection.editing --section.add[0]-->': 'personal information never adds: covered by the list section run',
              'personalSection.editing --section.remove[0]-->': 'personal information never removes: covered by the list section run',
              'personalSection.editing --section.proof[0]-->': 'personal information carries no proof: covered by the list section run',
              'personalSection.editing --section.proof[1]-->': 'personal information carries no proof: covered by the list section run',
              'personalSection.editing --section.uploadStarted[0]-->': 'personal information carries no proof: covered by the list section run',
              'personalSection.editing --upload.finished[0]-->': 'personal information carries no proof: covered by the list section run',
              'personalSection.editing --section.removeProof[0]-->': 'personal information carries no proof: covered by the list section run',
            },
      );
    }
  });

  it('starts personal information with one empty entry, checks it before saving, and saves it', () => {
    const ev = eventsFor('personalInformation');
    const fields = [
      ['nationality', 'Filipino'],
      ['address', 'Davao City'],
      ['emergencyContact', 'Ana 0917'],
    ].map(([field, value]) => ({ type: 'section.change', index: 0, field, value }));
    const input = { kind: 'personalInformation' as const };
    const nothingYet = { type: 'xstate.done.actor.load', output: [] };
    const { snapshot: checked } = replayCollecting(machine, scenario(machine, [nothingYet, ev.edit, ev.save], input), input);
    expect(checked.value).toBe('editing');
    expect(checked.context.errors).toEqual([{ nationality: 'Required.', address: 'Required.', emergencyContact: 'Required.' }]);
    const { snapshot, emitted } = replayCollecting(machine, scenario(machine, [nothingYet, ev.edit, ...fields, ev.save, ev.saved], input), input);
    expect(snapshot.value).toBe('viewing');
    expect(snapshot.context.entries).toEqual([info]);
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: SectionMessages.saved, presentation: 'toast' }, { type: 'saved' }]);
  });

  it('adds and removes entries of a list section and keeps the draft when saving fails', () => {
    const ev = eventsFor('workExperience');
    const input = { kind: 'workExperience' as const };
    const { snapshot: added } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.edit, ev.add, ev.save], input), input);
    expect(added.context.errors).toEqual([{}, { company: 'Required.', position: 'Required.', start: 'Required.' }]);
    const removeSecond = { type: 'section.remove', index: 1 };
    const { snapshot, emitted } = replayCollecting(
      machine,
      scenario(machine, [ev.loaded, ev.edit, ev.add, removeSecond, ev.save, ev.saveFailed], input),
      input,
    );
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.draft).toEqual([work]);
    expect(emitted.map((event) => event.message)).toEqual([SectionMessages.oneEntry]);
  });

  it('uploads a proof for a list entry in module TutorCertificates, saves it with the entry, and refuses a wrong type', () => {
    const ev = eventsFor('educationExperience');
    const input = { kind: 'educationExperience' as const };
    const loaded = { type: 'xstate.done.actor.load', output: [{ school: 'UP', degree: 'BSEd', major: '', start: '2010-06', end: '2014-04' }] };
    const { snapshot: refused } = replayCollecting(machine, scenario(machine, [loaded, ev.edit, ev.badProof], input), input);
    expect(refused.context.errors[0]?.proof).toContain('TutorCertificates accepts');
    const path = scenario(machine, [loaded, ev.edit, ev.proof, ev.proofStarted, ev.proofUploaded], input);
    expect(path.state.context.draft[0]).toMatchObject({ proofFileRef: 'ref9', proofFileName: 'diploma.pdf' });
    const { snapshot } = replayCollecting(machine, path, input);
    expect(snapshot.context.uploading).toBeNull();
    // While the proof uploads, the draft is neither saved nor left.
    const busy = scenario(machine, [loaded, ev.edit, ev.proof, ev.proofStarted], input).state;
    expect(busy.can(ev.cancel)).toBe(false);
    expect(busy.can(ev.remove)).toBe(false);
    const removed = scenario(machine, [loaded, ev.edit, ev.proof, ev.proofStarted, ev.proofUploaded, ev.removeProof], input).state;
    expect(removed.context.draft[0]).not.toHaveProperty('proofFileRef');
  });
});
