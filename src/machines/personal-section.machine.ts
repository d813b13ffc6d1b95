import { and, assign, emit, fromPromise, setup } from 'xstate';
import {
  SECTION_MAX_ENTRIES,
  SECTION_PROOF_MODULE,
  SectionMessages,
  emptyEntry,
  entryErrors,
  type SectionEntry,
  type SectionKind,
} from '../domain/personal-sections';
import { checkUploadSelection } from '../domain/upload';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

export interface PersonalSectionInput {
  kind: SectionKind;
}

export interface PersonalSectionContext {
  kind: SectionKind;
  /** What the server holds. */
  entries: SectionEntry[];
  /** The entries being edited. */
  draft: SectionEntry[];
  /** Errors per draft entry, field by field (`proof` for the proof file). */
  errors: Array<Record<string, string>>;
  /** The proof upload under way: which draft entry it is for, and its fileCode. */
  uploading: { index: number; fileCode: string } | null;
}

export type PersonalSectionEvent =
  | { type: 'section.edit' }
  | { type: 'section.change'; index: number; field: string; value: string }
  | { type: 'section.add' }
  | { type: 'section.remove'; index: number }
  | { type: 'section.cancel' }
  | { type: 'section.save' }
  | { type: 'section.reload' }
  /** A proof (diploma, certificate of employment) chosen for a draft entry of a list section. */
  | { type: 'section.proof'; index: number; file: UploadFile | null }
  | { type: 'section.uploadStarted'; index: number; fileCode: string }
  | UploadFinished
  | { type: 'section.removeProof'; index: number };

const errorsOf = (kind: SectionKind, draft: readonly SectionEntry[]) => draft.map((entry) => entryErrors(kind, entry));
const hasErrors = (errors: ReadonlyArray<Record<string, string>>) => errors.some((entry) => Object.keys(entry).length > 0);
const withoutKey = (record: Record<string, string>, key: string) => Object.fromEntries(Object.entries(record).filter(([field]) => field !== key));
const proofProblem = (file: UploadFile | null) => checkUploadSelection(file, SECTION_PROOF_MODULE)?.message ?? null;
/** A draft entry without its proof: the reference and what was shown of it. */
const dropProof = (entry: SectionEntry): SectionEntry => {
  const { proofFileRef: _ref, proofFileName: _name, proofPreviewUrl: _url, ...rest } = entry;
  return rest;
};

/**
 * One personal data section (PersonalInformation, EducationExperience, WorkExperience,
 * TeachingExperience): read it, edit a draft of the whole section, save it with its Edit* form.
 * Personal information always has exactly one entry; the others add and remove entries, and each
 * of their entries may carry a proof uploaded (chunked) in module TutorCertificates.
 */
export const personalSectionMachine = setup({
  types: {
    context: {} as PersonalSectionContext,
    events: {} as PersonalSectionEvent,
    input: {} as PersonalSectionInput,
    emitted: {} as RecordsNotice | { type: 'saved' },
  },
  actors: {
    'load section': fromPromise<SectionEntry[], { kind: SectionKind }>(async () => {
      throw new Error("'load section' is not provided");
    }),
    'save section': fromPromise<MessageResult<SectionEntry[]>, { kind: SectionKind; entries: SectionEntry[] }>(async () => {
      throw new Error("'save section' is not provided");
    }),
  },
  guards: {
    draftValid: ({ context }) => !hasErrors(errorsOf(context.kind, context.draft)),
    canAdd: ({ context }) => context.kind !== 'personalInformation' && context.draft.length < SECTION_MAX_ENTRIES,
    canRemove: ({ context }) => context.kind !== 'personalInformation',
    /** Proofs belong to list sections (education, work, teaching); one upload at a time. */
    proofAccepted: ({ context, event }) =>
      event.type === 'section.proof' &&
      context.kind !== 'personalInformation' &&
      context.uploading === null &&
      event.index >= 0 &&
      event.index < context.draft.length &&
      proofProblem(event.file) === null,
    proofRefused: ({ context, event }) =>
      event.type === 'section.proof' && context.kind !== 'personalInformation' && event.index >= 0 && event.index < context.draft.length,
    notUploading: ({ context }) => context.uploading === null,
  },
  actions: {
    startUpload: (_, _params: { index: number; file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'personalSection',
  context: ({ input }) => ({ kind: input.kind, entries: [], draft: [], errors: [], uploading: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load section',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'viewing', actions: assign({ entries: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'section.reload': 'loading' } },
    viewing: {
      on: {
        'section.edit': {
          target: 'editing',
          actions: assign(({ context }) => {
            // Personal information is edited as its one entry, even before it exists.
            const draft =
              context.entries.length > 0 || context.kind !== 'personalInformation'
                ? context.entries.map((entry) => ({ ...entry }))
                : [emptyEntry(context.kind)];
            return { draft, errors: draft.map(() => ({})) };
          }),
        },
      },
    },
    editing: {
      on: {
        'section.change': {
          guard: ({ context, event }) => event.index >= 0 && event.index < context.draft.length,
          actions: assign(({ context, event }) => ({
            draft: context.draft.map((entry, index) => (index === event.index ? { ...entry, [event.field]: event.value } : entry)),
            errors: context.errors.map((errors, index) =>
              index === event.index ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== event.field)) : errors,
            ),
          })),
        },
        'section.add': {
          guard: 'canAdd',
          actions: assign(({ context }) => ({ draft: [...context.draft, emptyEntry(context.kind)], errors: [...context.errors, {}] })),
        },
        'section.proof': [
          {
            guard: 'proofAccepted',
            actions: [
              assign(({ context, event }) => ({
                errors: context.errors.map((errors, index) => (index === event.index ? withoutKey(errors, 'proof') : errors)),
              })),
              { type: 'startUpload', params: ({ event }) => ({ index: event.index, file: event.file! }) },
            ],
          },
          {
            guard: 'proofRefused',
            actions: assign(({ context, event }) => ({
              errors: context.errors.map((errors, index) =>
                index === event.index ? { ...errors, proof: context.uploading ? SectionMessages.proofBusy : (proofProblem(event.file) ?? '') } : errors,
              ),
            })),
          },
        ],
        'section.uploadStarted': { guard: 'notUploading', actions: assign(({ event }) => ({ uploading: { index: event.index, fileCode: event.fileCode } })) },
        'upload.finished': {
          guard: ({ context, event }) => event.fileCode === context.uploading?.fileCode,
          actions: assign(({ context, event }) => {
            const target = context.uploading!.index;
            if (event.output.status !== 'done') return { uploading: null };
            const file = event.output.file;
            return {
              uploading: null,
              draft: context.draft.map((entry, index) =>
                index === target ? { ...entry, proofFileRef: file.fileRef, proofFileName: file.fileName, proofPreviewUrl: file.previewUrl } : entry,
              ),
            };
          }),
        },
        'section.removeProof': {
          guard: ({ context, event }) => context.draft[event.index]?.proofFileRef !== undefined,
          actions: assign(({ context, event }) => ({ draft: context.draft.map((entry, index) => (index === event.index ? dropProof(entry) : entry)) })),
        },
        'section.remove': {
          guard: and(['canRemove', 'notUploading']),
          actions: assign(({ context, event }) => ({
            draft: context.draft.filter((_, index) => index !== event.index),
            errors: context.errors.filter((_, index) => index !== event.index),
          })),
        },
        'section.cancel': { guard: 'notUploading', target: 'viewing', actions: assign({ draft: [], errors: [] }) },
        'section.save': [
          { guard: and(['draftValid', 'notUploading']), target: 'saving' },
          { actions: assign({ errors: ({ context }) => errorsOf(context.kind, context.draft) }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save section',
        input: ({ context }) => ({ kind: context.kind, entries: context.draft }),
        onDone: {
          target: 'viewing',
          actions: [
            assign({ entries: ({ event }) => event.output.body, draft: [], errors: [] }),
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
            emit({ type: 'saved' }),
          ],
        },
        onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
