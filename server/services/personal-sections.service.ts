import { ErrorCode } from '../../src/domain/error-codes';
import {
  CERTIFICATE_MAX,
  CERTIFICATE_MODULE,
  CertificateType,
  SECTION_KINDS,
  SECTION_PROOF_MODULE,
  SINGLE_FILE_PARTS,
  SectionMessages,
  cleanEntry,
  sectionError,
  type CertificateItem,
  type LifeShowInfo,
  type LocationItem,
  type SectionEntry,
  type SectionKind,
  type SingleFilePart,
  type UserCertInfo,
  type UserExtInfo,
} from '../../src/domain/personal-sections';
import type { TeachInfoForm } from '../../src/domain/interests';
import { PersonalDataMessages, type PersonalProfile } from '../../src/domain/personal-data';
import { ApiFailure } from '../http/envelope';
import {
  clearTesolCertificate,
  findTesolState,
  readSection,
  readSections,
  updateTeachLocation,
  updateTeachSchool,
  writeSection,
} from '../repositories/personal-data.repository';
import { findOwnedStoredFile } from '../uploads/stored-files';
import { LOCATIONS, SCHOOLS } from './locations-data';
import { describeFiles, personalProfile, refreshCompleteness, type PersonalDataDeps } from './personal-data.service';

const LIFE_FILES = 'lifeFiles';
const CERTIFICATES = 'certificates';
const TEACH_INFO = 'teachInfo';

/** The stored entries, as completeness and UserExtInfo read them. */
async function storedEntries(deps: PersonalDataDeps, tutorId: number, kind: SectionKind): Promise<SectionEntry[]> {
  return readSection<SectionEntry[]>(deps.db, tutorId, kind, []);
}

/** Each entry's proof named and linked (proofFileName, proofPreviewUrl) so the page can show it. */
async function withProofLinks(deps: PersonalDataDeps, tutorId: number, entries: SectionEntry[]): Promise<SectionEntry[]> {
  const described = await describeFiles(
    deps,
    tutorId,
    entries.flatMap((entry) => (entry.proofFileRef ? [entry.proofFileRef] : [])),
  );
  return entries.map((entry) => {
    const file = entry.proofFileRef ? described.get(entry.proofFileRef) : undefined;
    return file ? { ...entry, proofFileName: file.fileName, proofPreviewUrl: file.previewUrl } : entry;
  });
}

/** PersonalInformation, EducationExperience, WorkExperience, TeachingExperience. */
export async function readSectionEntries(deps: PersonalDataDeps, tutorId: number, kind: SectionKind): Promise<SectionEntry[]> {
  return withProofLinks(deps, tutorId, await storedEntries(deps, tutorId, kind));
}

/** All four sections, for completeness and UserExtInfo. */
export async function readAllSections(deps: PersonalDataDeps, tutorId: number): Promise<Record<SectionKind, SectionEntry[]>> {
  const entries = await Promise.all(SECTION_KINDS.map((kind) => storedEntries(deps, tutorId, kind)));
  return Object.fromEntries(SECTION_KINDS.map((kind, index) => [kind, entries[index] ?? []])) as Record<SectionKind, SectionEntry[]>;
}

/** An Edit* file form: the whole section replaced; each proof must be the tutor's upload in its module. */
export async function editSection(deps: PersonalDataDeps, tutorId: number, kind: SectionKind, entries: SectionEntry[]): Promise<SectionEntry[]> {
  const error = sectionError(kind, entries);
  if (error) throw new ApiFailure(ErrorCode.Failed, error);
  for (const entry of entries) {
    if (!entry.proofFileRef) continue;
    const file = await findOwnedStoredFile(deps, tutorId, entry.proofFileRef);
    if (!file || file.module_name !== SECTION_PROOF_MODULE) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.fileInvalid);
  }
  const clean = entries.map((entry) => cleanEntry(kind, entry));
  await writeSection(deps.db, tutorId, kind, clean, deps.clock.now().toISOString());
  await refreshCompleteness(deps, tutorId);
  return withProofLinks(deps, tutorId, clean);
}

// ---- Life show: single files and certificates ----------------------------------------------------

async function ownedFileIn(deps: PersonalDataDeps, tutorId: number, fileRef: string, module: string) {
  const file = await findOwnedStoredFile(deps, tutorId, fileRef);
  if (!file || file.module_name !== module) throw new ApiFailure(ErrorCode.Failed, PersonalDataMessages.fileInvalid);
  return file;
}

type TesolState = Awaited<ReturnType<typeof findTesolState>> | null;

/** LifeShowInfo: every life show piece (the profile's and the single files) and the certificates. */
export async function lifeShowInfo(deps: PersonalDataDeps, tutorId: number): Promise<LifeShowInfo> {
  const profile = await personalProfile(deps, tutorId);
  const files: LifeShowInfo['files'] = profile.lifeShow.map((item) => ({
    part: item.part,
    fileRef: item.fileRef,
    fileName: item.fileName,
    previewUrl: item.previewUrl,
  }));
  const singles = await readSection<Partial<Record<SingleFilePart, string>>>(deps.db, tutorId, LIFE_FILES, {});
  const described = await describeFiles(
    deps,
    tutorId,
    Object.values(singles).filter((fileRef): fileRef is string => Boolean(fileRef)),
  );
  for (const [part, fileRef] of Object.entries(singles)) {
    const file = fileRef ? described.get(fileRef) : undefined;
    if (file) files.push({ part, ...file });
  }
  return { files, certificates: await certificates(deps, tutorId) };
}

/** Photo, VoiceRecording, Identity, UpLoadVirtualProfessionalPhoto. */
export async function setSingleFile(deps: PersonalDataDeps, tutorId: number, part: SingleFilePart, fileRef: string): Promise<LifeShowInfo> {
  await ownedFileIn(deps, tutorId, fileRef, SINGLE_FILE_PARTS[part].module);
  const singles = await readSection<Partial<Record<SingleFilePart, string>>>(deps.db, tutorId, LIFE_FILES, {});
  await writeSection(deps.db, tutorId, LIFE_FILES, { ...singles, [part]: fileRef }, deps.clock.now().toISOString());
  return lifeShowInfo(deps, tutorId);
}

/**
 * The certificates list: the personal ones, the TESOL certificate and the identity document, in
 * three queries however many there are (the sections, the TESOL row, the files).
 */
async function certificates(deps: PersonalDataDeps, tutorId: number, tesol?: TesolState): Promise<CertificateItem[]> {
  const [sections, tesolRow] = await Promise.all([
    readSections(deps.db, tutorId, [CERTIFICATES, LIFE_FILES]),
    tesol !== undefined ? tesol : findTesolState(deps.db, tutorId),
  ]);
  const personal = (sections.get(CERTIFICATES) as string[] | undefined) ?? [];
  const identityRef = (sections.get(LIFE_FILES) as Partial<Record<SingleFilePart, string>> | undefined)?.identity;
  const tesolRef = tesolRow?.certificate_file_ref;
  const described = await describeFiles(deps, tutorId, [...personal, ...(tesolRef ? [tesolRef] : []), ...(identityRef ? [identityRef] : [])]);
  const item = (type: CertificateItem['type'], fileRef: string | null | undefined): CertificateItem[] => {
    const file = fileRef ? described.get(fileRef) : undefined;
    return file ? [{ type, ...file }] : [];
  };
  return [
    ...personal.flatMap((fileRef) => item(CertificateType.personal, fileRef)),
    ...item(CertificateType.tesol, tesolRef),
    ...item(CertificateType.identity, identityRef),
  ];
}

/** PersonalCertificates: adds a certificate uploaded in module TutorCertificates. */
export async function addCertificate(deps: PersonalDataDeps, tutorId: number, fileRef: string): Promise<CertificateItem[]> {
  await ownedFileIn(deps, tutorId, fileRef, CERTIFICATE_MODULE);
  const refs = await readSection<string[]>(deps.db, tutorId, CERTIFICATES, []);
  const next = [...refs.filter((ref) => ref !== fileRef), fileRef].slice(-CERTIFICATE_MAX);
  await writeSection(deps.db, tutorId, CERTIFICATES, next, deps.clock.now().toISOString());
  return certificates(deps, tutorId);
}

/**
 * DeleteCertificate?type (&fileRef for one personal certificate): forgets the reference; the file
 * itself stays stored, since staff may have reviewed it.
 */
export async function deleteCertificate(deps: PersonalDataDeps, tutorId: number, type: number, fileRef?: string): Promise<CertificateItem[]> {
  const before = await certificates(deps, tutorId);
  const target = before.filter((item) => item.type === type && (fileRef === undefined || item.fileRef === fileRef));
  if (target.length === 0) throw new ApiFailure(ErrorCode.Failed, SectionMessages.nothingToDelete);
  const now = deps.clock.now().toISOString();
  if (type === CertificateType.personal) {
    const refs = await readSection<string[]>(deps.db, tutorId, CERTIFICATES, []);
    await writeSection(deps.db, tutorId, CERTIFICATES, fileRef === undefined ? [] : refs.filter((ref) => ref !== fileRef), now);
  } else if (type === CertificateType.tesol) {
    await clearTesolCertificate(deps.db, tutorId);
  } else {
    const singles = await readSection<Partial<Record<SingleFilePart, string>>>(deps.db, tutorId, LIFE_FILES, {});
    delete singles.identity;
    await writeSection(deps.db, tutorId, LIFE_FILES, singles, now);
  }
  return certificates(deps, tutorId);
}

export async function userCertInfo(deps: PersonalDataDeps, tutorId: number): Promise<UserCertInfo> {
  const tesol = await findTesolState(deps.db, tutorId);
  return {
    certificates: await certificates(deps, tutorId, tesol ?? null),
    tesol: { submitted: tesol !== undefined, hasCertificate: tesol?.has_certificate === 1, reviewStatus: tesol?.review_status ?? null },
  };
}

// ---- Teach info, locations, schools ---------------------------------------------------------------

/** Teach info as stored and answered. */
export type TeachInfo = TeachInfoForm;

export async function editTeachInfo(deps: PersonalDataDeps, tutorId: number, info: TeachInfo): Promise<TeachInfo> {
  const clean: TeachInfo = { teachingStyle: info.teachingStyle.trim(), ageGroups: info.ageGroups.trim(), specialties: info.specialties.trim() };
  await writeSection(deps.db, tutorId, TEACH_INFO, clean, deps.clock.now().toISOString());
  return clean;
}

/** UserExtInfo: what the profile page shows besides the form. */
export async function userExtInfo(deps: PersonalDataDeps, tutorId: number): Promise<UserExtInfo> {
  const profile = await personalProfile(deps, tutorId);
  const sections = await readAllSections(deps, tutorId);
  return {
    teachInfo: await readSection<TeachInfo>(deps.db, tutorId, TEACH_INFO, { teachingStyle: '', ageGroups: '', specialties: '' }),
    hobbies: profile.hobbies,
    school: profile.form.school,
    location: profile.form.location,
    province: profile.form.provice,
    city: profile.form.city,
    sectionsFilled: Object.fromEntries(SECTION_KINDS.map((kind) => [kind, sections[kind].length > 0])) as Record<SectionKind, boolean>,
    complete: profile.complete,
  };
}

export function locationsUnder(parentId: number): LocationItem[] {
  return LOCATIONS.filter((item) => item.parentId === parentId);
}

/** EditTeachLocation: the chosen place and the places above it fill country, province and city. */
export async function editTeachLocation(deps: PersonalDataDeps, tutorId: number, parentId: number, name: string): Promise<PersonalProfile> {
  const chosen = LOCATIONS.find((item) => item.parentId === parentId && item.name.toLowerCase() === name.trim().toLowerCase());
  if (!chosen) throw new ApiFailure(ErrorCode.Failed, SectionMessages.locationUnknown);
  const chain: LocationItem[] = [chosen];
  for (let parent = LOCATIONS.find((item) => item.id === chosen.parentId); parent; parent = LOCATIONS.find((item) => item.id === parent.parentId))
    chain.unshift(parent);
  const [country, province, city] = chain;
  await updateTeachLocation(deps.db, tutorId, { location: country?.name ?? '', province: province?.name ?? '', city: city?.name ?? '' });
  return refreshCompleteness(deps, tutorId);
}

export function schools(): readonly string[] {
  return SCHOOLS;
}

export async function editTeachSchool(deps: PersonalDataDeps, tutorId: number, schoolName: string): Promise<PersonalProfile> {
  const school = schoolName.trim();
  if (!school) throw new ApiFailure(ErrorCode.Failed, SectionMessages.schoolRequired);
  await updateTeachSchool(deps.db, tutorId, school);
  return refreshCompleteness(deps, tutorId);
}
