import { describe, expect, it } from 'vitest';
import { PersonalDataMessages, type PersonalProfile, type ProfileForm } from '../../src/domain/personal-data';
import { personalProfileMachine } from '../../src/machines/personal-profile.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const form: ProfileForm = {
  sex: 'Female',
  birthday: '1994-03-12',
  school: 'UP Diliman',
  location: 'Philippines',
  city: 'Quezon City',
  provice: 'Metro Manila',
  internetSpeed: '50 Mbps',
  tutoringEquipment: 'Laptop',
  intServiceProvider: 'PLDT',
  netConnType: 'Fiber',
  selfIntrodction: 'Hello',
};
const profile: PersonalProfile = {
  tuid: 1,
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'm@example.com',
  form,
  lifeShow: [],
  hobbies: [],
  complete: false,
  awaitApproval: false,
  reviewMessage: '',
};
const withPhoto = { ...profile, complete: true, lifeShow: [{ part: 'lifePhoto' as const, fileRef: 'ref1', fileName: 'me.jpg', previewUrl: '/x' }] };
const machine = personalProfileMachine.provide({
  actors: {
    'load profile': pendingPromise(),
    'save profile': pendingPromise(),
    'set life photo': pendingPromise(),
    'submit for verification': pendingPromise(),
  },
});
const file = { name: 'me.jpg', size: 1000, type: 'image/jpeg' };
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: profile },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'profile.reload' },
  refresh: { type: 'profile.refresh' },
  refreshed: { type: 'xstate.done.actor.refresh', output: withPhoto },
  refreshFailed: { type: 'xstate.error.actor.refresh', error: new Error('Links seem to get inaccessible.') },
  clearCity: { type: 'profile.edit', field: 'city', value: '' },
  city: { type: 'profile.edit', field: 'city', value: 'Makati' },
  speed: { type: 'profile.edit', field: 'internetSpeed', value: '100 Mbps' },
  save: { type: 'profile.save' },
  saved: { type: 'xstate.done.actor.save', output: { body: { ...profile, form: { ...form, city: 'Makati' } }, message: PersonalDataMessages.saved } },
  saveFailed: { type: 'xstate.error.actor.save', error: new Error('Required.') },
  photo: { type: 'profile.photo', file },
  badPhoto: { type: 'profile.photo', file: { name: 'me.exe', size: 10, type: '' } },
  started: { type: 'profile.uploadStarted', fileCode: 'f1' },
  uploaded: {
    type: 'upload.finished',
    fileCode: 'f1',
    output: { status: 'done', file: { fileRef: 'ref1', fileName: 'me.jpg', url: '', previewUrl: '', contentType: 'image/jpeg', size: 1000 } },
  },
  cancelled: { type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } },
  photoSet: { type: 'xstate.done.actor.setPhoto', output: { body: withPhoto, message: PersonalDataMessages.lifePhotoSaved } },
  photoRefused: { type: 'xstate.error.actor.setPhoto', error: new Error(PersonalDataMessages.fileInvalid) },
  submit: { type: 'profile.submit' },
  submitted: { type: 'xstate.done.actor.submit', output: { body: { ...withPhoto, awaitApproval: true }, message: PersonalDataMessages.submitted } },
  submitRefused: { type: 'xstate.error.actor.submit', error: new Error(PersonalDataMessages.incomplete) },
};

describe('personal data profile (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    const project = (c: Record<string, unknown>) => [
      (c.form as ProfileForm).city,
      (c.profile as PersonalProfile | null)?.complete,
      (c.profile as PersonalProfile | null)?.awaitApproval,
      c.uploading,
      c.photoRef,
      Object.entries(c.errors as object)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ];
    const serializeState = (snapshot: { value: unknown; context: Record<string, unknown> }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { context: project });
  });

  it('edits and saves the profile, then uploads and sets a life photo, then sends for verification', () => {
    const { emitted, snapshot } = replayCollecting(
      machine,
      scenario(machine, [ev.loaded, ev.city, ev.save, ev.saved, ev.photo, ev.started, ev.uploaded, ev.photoSet, ev.submit, ev.submitted]),
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.profile).toMatchObject({ complete: true, awaitApproval: true });
    expect(emitted.map((event) => event.message)).toEqual([PersonalDataMessages.saved, PersonalDataMessages.lifePhotoSaved, PersonalDataMessages.submitted]);
  });

  it('refreshes completeness behind the page when a section is saved, keeping unsaved form edits but taking the place the place card saved', () => {
    const refreshed = { type: 'xstate.done.actor.refresh', output: { ...withPhoto, form: { ...form, city: 'Cebu City', provice: 'Cebu' } } };
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.speed, ev.clearCity, ev.save, ev.refresh, refreshed]));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.profile?.complete).toBe(true);
    expect(snapshot.context.form.internetSpeed).toBe('100 Mbps');
    expect(snapshot.context.form).toMatchObject({ city: 'Cebu City', provice: 'Cebu' });
    expect(snapshot.context.errors.city).toBeUndefined();
  });

  it("shows 'Required.' for an empty field and a refused file type before uploading", () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.clearCity, ev.save, ev.badPhoto]));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.errors.city).toBe('Required.');
    expect(snapshot.context.errors.photo).toContain('LifePhoto accepts');
  });
});
