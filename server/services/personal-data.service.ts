import { HOBBY_MAX_COUNT } from '../../src/domain/interests';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import {
  LIFE_SHOW_MODULES,
  PersonalDataMessages,
  isPersonalDataComplete,
  profileErrors,
  tesolErrors,
  type LifeShowItem,
  type LifeShowPart,
  type PersonalProfile,
  type ProfileForm,
  type TesolForm,
} from '../../src/domain/personal-data';
import { SECTION_KINDS, sectionsComplete, type SectionEntry } from '../../src/domain/personal-sections';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  deleteTesol,
  findProfile,
  findReview,
  findTesolReview,
  insertTesol,
  readSection,
  readSections,
  saveProfileForm,
  saveReview,
  setPersonalFlags,
  updateTesolReview,
  writeSection,
} from '../repositories/personal-data.repository';
import { findOwnedStoredFile, findOwnedStoredFiles, previewLink } from '../uploads/stored-files';
import type { ContractDeps } from './contract.service';
import { sendMessage } from './messages.service';

export type PersonalDataDeps = ContractDeps;

const LIFE_SHOW = 'lifeShow';
const HOBBIES = 'hobbies';
/** Review statuses of personal_data_reviews. */
const Review = { awaiting: 0, verified: 1, needsChanges: 2 } as const;

/** A stored file of the tutor's as the personal data pages show it. */
export interface DescribedFile {
  fileRef: string;
  fileName: string;
  previewUrl: string;
}

/** Name and preview link of each of the tutor's files among `fileRefs`, in one query; others are left out. */
export async function describeFiles(deps: PersonalDataDeps, tutorId: number, fileRefs: readonly string[]): Promise<Map<string, DescribedFile>> {
  const files = await findOwnedStoredFiles(deps, tutorId, fileRefs);
  return new Map([...files].map(([fileRef, file]) => [fileRef, { fileRef, fileName: file.original_name, previewUrl: previewLink(deps.uploads, fileRef).url }]));
}

/** The life show pieces whose files the tutor still has, with their names and preview links. */
async function lifeShowItems(deps: PersonalDataDeps, tutorId: number, refs: Partial<Record<LifeShowPart, string>>): Promise<LifeShowItem[]> {
  const parts = Object.entries(refs) as Array<[LifeShowPart, string]>;
  const described = await describeFiles(
    deps,
    tutorId,
    parts.map(([, fileRef]) => fileRef),
  );
  return parts.flatMap(([part, fileRef]) => {
    const file = described.get(fileRef);
    return file ? [{ part, ...file }] : [];
  });
}

export async function personalProfile(deps: PersonalDataDeps, tutorId: number): Promise<PersonalProfile> {
  // Four queries whatever the tutor has filled in: the profile, the review, every stored section, the files.
  const [row, review, stored] = await Promise.all([
    findProfile(deps.db, tutorId),
    findReview(deps.db, tutorId),
    readSections(deps.db, tutorId, [LIFE_SHOW, HOBBIES, ...SECTION_KINDS]),
  ]);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  const lifeShow = await lifeShowItems(deps, tutorId, (stored.get(LIFE_SHOW) as Partial<Record<LifeShowPart, string>> | undefined) ?? {});
  const sections = Object.fromEntries(SECTION_KINDS.map((kind) => [kind, (stored.get(kind) as SectionEntry[] | undefined) ?? []]));
  return {
    tuid: tutorId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    form: row.form,
    lifeShow,
    hobbies: (stored.get(HOBBIES) as string[] | undefined) ?? [],
    complete:
      isPersonalDataComplete(
        row.form,
        lifeShow.some((item) => item.part === 'lifePhoto'),
      ) && sectionsComplete(sections),
    awaitApproval: row.awaitApproval,
    reviewMessage: review?.message ?? '',
  };
}

/** Keeps isNeedToImprovePersonalInformation in step with completeness. */
export async function refreshCompleteness(deps: PersonalDataDeps, tutorId: number): Promise<PersonalProfile> {
  const profile = await personalProfile(deps, tutorId);
  await setPersonalFlags(deps.db, tutorId, { needImprove: !profile.complete });
  return profile;
}

export async function editProfile(deps: PersonalDataDeps, tutorId: number, form: ProfileForm): Promise<PersonalProfile> {
  const first = Object.values(profileErrors(form))[0];
  if (first) throw new ApiFailure(ErrorCode.Failed, first);
  await saveProfileForm(deps.db, tutorId, form);
  return refreshCompleteness(deps, tutorId);
}

/** Sets a life show piece to a file the tutor uploaded through the chunked upload in its module. */
export async function setLifeShow(deps: PersonalDataDeps, tutorId: number, part: LifeShowPart, fileRef: string): Promise<PersonalProfile> {
  const file = await findOwnedStoredFile(deps, tutorId, fileRef);
  if (!file || file.module_name !== LIFE_SHOW_MODULES[part]) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.fileInvalid);
  const refs = await readSection<Partial<Record<LifeShowPart, string>>>(deps.db, tutorId, LIFE_SHOW, {});
  await writeSection(deps.db, tutorId, LIFE_SHOW, { ...refs, [part]: fileRef }, deps.clock.now().toISOString());
  return refreshCompleteness(deps, tutorId);
}

export async function editHobbies(deps: PersonalDataDeps, tutorId: number, hobbies: string[]): Promise<string[]> {
  const clean = [...new Set(hobbies.map((hobby) => hobby.trim()).filter(Boolean))].slice(0, HOBBY_MAX_COUNT);
  await writeSection(deps.db, tutorId, HOBBIES, clean, deps.clock.now().toISOString());
  return clean;
}

/** Sends the personal data for verification: it must be complete; sets awaitApproval. */
export async function submitForVerification(deps: PersonalDataDeps, tutorId: number): Promise<PersonalProfile> {
  const profile = await refreshCompleteness(deps, tutorId);
  if (!profile.complete) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.incomplete);
  if (profile.awaitApproval) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.alreadyAwaiting);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await setPersonalFlags(trx, tutorId, { awaitApproval: true });
    await saveReview(trx, { tutor_id: tutorId, status: Review.awaiting, message: '', requested_at: now, reviewed_at: null });
  });
  return personalProfile(deps, tutorId);
}

/** Staff verify (clearing awaitApproval) or send back with a message; audited; the tutor is told. */
export async function verifyPersonalData(
  deps: PersonalDataDeps,
  staffId: number,
  tutorId: number,
  approved: boolean,
  message: string,
): Promise<PersonalProfile> {
  const review = await findReview(deps.db, tutorId);
  const profile = await findProfile(deps.db, tutorId);
  if (!review || !profile?.awaitApproval) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.notAwaiting);
  const now = deps.clock.now().toISOString();
  const status = approved ? Review.verified : Review.needsChanges;
  await deps.db.transaction().execute(async (trx) => {
    await setPersonalFlags(trx, tutorId, { awaitApproval: false, ...(approved ? {} : { needImprove: true }) });
    await saveReview(trx, { tutor_id: tutorId, status, message: message.trim(), requested_at: review.requested_at, reviewed_at: now });
    await appendAudit(trx, {
      actorId: staffId,
      action: approved ? 'personal-data.verify' : 'personal-data.return',
      subjectType: 'personal_data',
      subjectId: tutorId,
      before: { awaitApproval: true, reviewStatus: review.status },
      after: { awaitApproval: false, reviewStatus: status, message: message.trim() },
      at: now,
    });
  });
  await sendMessage(deps, {
    tutorId,
    kind: MessageKind.system,
    title: approved ? 'Your personal data is verified' : 'Your personal data needs changes',
    content: message.trim() || (approved ? 'You can now sign your contract.' : 'Please update your personal data.'),
    remind: !approved,
    sentBy: staffId,
  });
  return personalProfile(deps, tutorId);
}

// ---- TESOL ------------------------------------------------------------------------------------

export async function saveTesol(deps: PersonalDataDeps, tutorId: number, form: TesolForm): Promise<string> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const first = Object.values(tesolErrors(form, today))[0];
  if (first) throw new ApiFailure(ErrorCode.Failed, first);
  let certificate: string | null = null;
  if (form.hasCertificate && form.certificateFileRef) {
    const file = await findOwnedStoredFile(deps, tutorId, form.certificateFileRef);
    if (!file || file.module_name !== 'TesolCertificateSelf') throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.fileInvalid);
    certificate = file.file_ref;
  }
  await deleteTesol(deps.db, tutorId);
  await insertTesol(deps.db, {
    tutor_id: tutorId,
    first_name: form.firstName.trim(),
    middle_name: form.middleName.trim(),
    last_name: form.lastName.trim(),
    birthday: form.birthday.trim(),
    id_number: form.idNumber.trim(),
    has_certificate: form.hasCertificate ? 1 : 0,
    certificate_file_ref: certificate,
    submitted_at: deps.clock.now().toISOString(),
  });
  return PersonalDataMessages.tesolSaved;
}

export async function reviewTesol(
  deps: PersonalDataDeps,
  staffId: number,
  tutorId: number,
  accepted: boolean,
  reason: string,
): Promise<{ reviewStatus: number }> {
  const before = await findTesolReview(deps.db, tutorId);
  if (!before) throw new ApiFailure(ErrorCode.NotFound, PersonalDataMessages.tesolNotFound, 404);
  const status = accepted ? 1 : 2;
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateTesolReview(trx, tutorId, status, reason.trim());
    await appendAudit(trx, {
      actorId: staffId,
      action: 'tesol.review',
      subjectType: 'tesol',
      subjectId: tutorId,
      before,
      after: { review_status: status, review_reason: reason.trim() },
      at: now,
    });
  });
  await sendMessage(deps, {
    tutorId,
    kind: MessageKind.system,
    title: accepted ? 'Your TESOL information is accepted' : 'Your TESOL information was refused',
    content: reason.trim() || (accepted ? 'Thank you.' : 'Please submit it again.'),
    sentBy: staffId,
  });
  return { reviewStatus: status };
}
