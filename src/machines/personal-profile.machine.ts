import { assign, emit, fromPromise, setup } from 'xstate';
import { checkUploadSelection } from '../domain/upload';
import { PLACE_FIELDS, PROFILE_FIELDS, profileErrors, type PersonalProfile, type ProfileField, type ProfileForm } from '../domain/personal-data';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

export const LIFE_PHOTO_MODULE = 'LifePhoto';

export interface PersonalProfileContext {
  profile: PersonalProfile | null;
  form: ProfileForm;
  errors: Partial<Record<ProfileField | 'photo', string>>;
  /** fileCode of the life photo upload under way. */
  uploading: string | null;
  /** fileRef of an uploaded photo waiting to be set. */
  photoRef: string;
}

export type PersonalProfileEvent =
  | { type: 'profile.edit'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.photo'; file: UploadFile | null }
  | { type: 'profile.uploadStarted'; fileCode: string }
  | UploadFinished
  | { type: 'profile.submit' }
  | { type: 'profile.reload' }
  /** Another part of the page (a section) saved: completeness may have changed. */
  | { type: 'profile.refresh' };

const emptyForm = (): ProfileForm => Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as ProfileForm;

/**
 * The personal data profile (/personalData): the profile form (EditProfile), the life photo
 * uploaded through the chunked upload in module LifePhoto and then set (UpLoadLifePhoto), and
 * sending complete data for verification (awaitApproval).
 */
export const personalProfileMachine = setup({
  types: { context: {} as PersonalProfileContext, events: {} as PersonalProfileEvent, emitted: {} as RecordsNotice },
  actors: {
    'load profile': fromPromise<PersonalProfile>(async () => {
      throw new Error("'load profile' is not provided");
    }),
    'save profile': fromPromise<MessageResult<PersonalProfile>, ProfileForm>(async () => {
      throw new Error("'save profile' is not provided");
    }),
    'set life photo': fromPromise<MessageResult<PersonalProfile>, { fileRef: string }>(async () => {
      throw new Error("'set life photo' is not provided");
    }),
    'submit for verification': fromPromise<MessageResult<PersonalProfile>>(async () => {
      throw new Error("'submit for verification' is not provided");
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(profileErrors(context.form)).length === 0,
    photoChosen: ({ event }) => event.type === 'profile.photo' && checkUploadSelection(event.file, LIFE_PHOTO_MODULE) === null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
  },
  actions: {
    startUpload: (_, _params: { file: UploadFile }) => {},
    keepProfile: assign((_, profile: PersonalProfile) => ({ profile, form: { ...profile.form }, errors: {} })),
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'personalProfile',
  context: { profile: null, form: emptyForm(), errors: {}, uploading: null, photoRef: '' },
  initial: 'loading',
  on: {
    'profile.uploadStarted': { actions: assign({ uploading: ({ event }) => event.fileCode }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load profile',
        onDone: { target: 'ready', actions: { type: 'keepProfile', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'profile.reload': 'loading' } },
    ready: {
      on: {
        'profile.edit': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'profile.save': [{ guard: 'formValid', target: 'saving' }, { actions: assign({ errors: ({ context }) => profileErrors(context.form) }) }],
        'profile.photo': [
          {
            guard: 'photoChosen',
            actions: [
              assign(({ context }) => ({ errors: { ...context.errors, photo: undefined } })),
              { type: 'startUpload', params: ({ event }) => ({ file: event.file! }) },
            ],
          },
          {
            actions: assign(({ context, event }) => ({
              errors: { ...context.errors, photo: checkUploadSelection(event.file, LIFE_PHOTO_MODULE)?.message ?? '' },
            })),
          },
        ],
        'upload.finished': [
          {
            guard: ({ context, event }) => event.fileCode === context.uploading && event.output.status === 'done',
            target: 'settingPhoto',
            actions: assign(({ event }) => ({ uploading: null, photoRef: event.output.status === 'done' ? event.output.file.fileRef : '' })),
          },
          { guard: 'isMyUpload', actions: assign({ uploading: null }) },
        ],
        'profile.submit': 'submitting',
        'profile.refresh': 'refreshing',
      },
    },
    refreshing: {
      description: 'Reloads the profile behind the page, keeping unsaved form edits; the place fields follow the server (the place card saves them).',
      invoke: {
        id: 'refresh',
        src: 'load profile',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            profile: event.output,
            form: { ...context.form, ...Object.fromEntries(PLACE_FIELDS.map((field) => [field, event.output.form[field]])) },
            errors: { ...context.errors, ...Object.fromEntries(PLACE_FIELDS.map((field) => [field, undefined])) },
          })),
        },
        onError: { target: 'ready' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save profile',
        input: ({ context }) => context.form,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepProfile', params: ({ event }) => event.output.body },
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
          ],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    settingPhoto: {
      invoke: {
        id: 'setPhoto',
        src: 'set life photo',
        input: ({ context }) => ({ fileRef: context.photoRef }),
        onDone: {
          target: 'ready',
          actions: [assign({ profile: ({ event }) => event.output.body, photoRef: '' }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: { target: 'ready', actions: [assign({ photoRef: '' }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }] },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit for verification',
        onDone: {
          target: 'ready',
          actions: [assign({ profile: ({ event }) => event.output.body }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
