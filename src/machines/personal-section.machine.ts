import { assign, emit, fromPromise, setup } from 'xstate';
import { SECTION_MAX_ENTRIES, emptyEntry, entryErrors, type SectionEntry, type SectionKind } from '../domain/personal-sections';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface PersonalSectionInput {
  kind: SectionKind;
}

export interface PersonalSectionContext {
  kind: SectionKind;
  /** What the server holds. */
  entries: SectionEntry[];
  /** The entries being edited. */
  draft: SectionEntry[];
  /** Errors per draft entry, field by field. */
  errors: Array<Record<string, string>>;
}

export type PersonalSectionEvent =
  | { type: 'section.edit' }
  | { type: 'section.change'; index: number; field: string; value: string }
  | { type: 'section.add' }
  | { type: 'section.remove'; index: number }
  | { type: 'section.cancel' }
  | { type: 'section.save' }
  | { type: 'section.reload' };

const errorsOf = (kind: SectionKind, draft: readonly SectionEntry[]) => draft.map((entry) => entryErrors(kind, entry));
const hasErrors = (errors: ReadonlyArray<Record<string, string>>) => errors.some((entry) => Object.keys(entry).length > 0);

/**
 * One personal data section (PersonalInformation, EducationExperience, WorkExperience,
 * TeachingExperience): read it, edit a draft of the whole section, save it with its Edit* form.
 * Personal information always has exactly one entry; the others add and remove entries.
 */
export const personalSectionMachine = setup({
  types: { context: {} as PersonalSectionContext, events: {} as PersonalSectionEvent, input: {} as PersonalSectionInput, emitted: {} as RecordsNotice | { type: 'saved' } },
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
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'personalSection',
  context: ({ input }) => ({ kind: input.kind, entries: [], draft: [], errors: [] }),
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
            const draft = context.entries.length > 0 || context.kind !== 'personalInformation' ? context.entries.map((entry) => ({ ...entry })) : [emptyEntry(context.kind)];
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
            errors: context.errors.map((errors, index) => (index === event.index ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== event.field)) : errors)),
          })),
        },
        'section.add': { guard: 'canAdd', actions: assign(({ context }) => ({ draft: [...context.draft, emptyEntry(context.kind)], errors: [...context.errors, {}] })) },
        'section.remove': {
          guard: 'canRemove',
          actions: assign(({ context, event }) => ({ draft: context.draft.filter((_, index) => index !== event.index), errors: context.errors.filter((_, index) => index !== event.index) })),
        },
        'section.cancel': { target: 'viewing', actions: assign({ draft: [], errors: [] }) },
        'section.save': [{ guard: 'draftValid', target: 'saving' }, { actions: assign({ errors: ({ context }) => errorsOf(context.kind, context.draft) }) }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save section',
        input: ({ context }) => ({ kind: context.kind, entries: context.draft }),
        onDone: {
          target: 'viewing',
          actions: [assign({ entries: ({ event }) => event.output.body, draft: [], errors: [] }), { type: 'toldSuccess', params: ({ event }) => event.output.message }, emit({ type: 'saved' })],
        },
        onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
