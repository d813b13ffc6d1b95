import type { Static } from '@sinclair/typebox';
import type { ChunkResult, FileLink, MyFileSchema, UploadedFileSchema } from './api/upload.schemas';
import { ErrorCode } from './error-codes';
import { Messages } from './messages';

/**
 * Chunked upload rules (shell.md §3, §4, §5, §9), shared by the client that checks before sending
 * and the server that checks again, on the bytes. Pure: no Node, browser or XState APIs.
 */

/** Chunk size in bytes (shell.md §9). */
export const UPLOAD_CHUNK_SIZE = 524_288;

/** The progress dialog closes this long after an upload reaches 100% (shell.md §9). */
export const UPLOAD_DIALOG_CLOSE_MS = 1_500;

/** A chunk is tried this many times before the upload stops and waits for the user (our choice). */
export const UPLOAD_CHUNK_MAX_ATTEMPTS = 3;

/** The wait before the n-th retry of a chunk doubles from this (our choice). */
export const UPLOAD_CHUNK_RETRY_BASE_MS = 1_000;

/** The allowed upload modules, in the spec's order (shell.md §9). */
export const UPLOAD_MODULES = [
  'LifeVideo',
  'TutorAudio',
  'LifePhoto',
  'UserFace',
  'CoursewareResources',
  'TutorCertificates',
  'Absent',
  'IdentityImg',
  'BankStatement',
  'ElectronicallySigned',
  'ProblemScreenshot',
  'Attachment',
  'AppealFile',
  'LeaveReason',
  'TeacherCertification',
  'PoliceCertificate',
  'TesolCertificateSelf',
  'ProfessionalIdPhoto',
  'GroupPhoto',
  'ToturTaskFile',
  'SubjectWrong',
  'LessonUserFaceFile',
  'TutorEquipmentPhoto',
  // The chat's images and files (issue 19), checked like the others.
  'ImImage',
  'ImFile',
] as const;
export type UploadModule = (typeof UPLOAD_MODULES)[number];

export function isUploadModule(name: string): name is UploadModule {
  return (UPLOAD_MODULES as readonly string[]).includes(name);
}

/** What a file is, as far as a module's policy cares. */
export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'office';

/**
 * File types recognised by their leading bytes. `mime` maps each kind the type can serve as to the
 * content type it is stored and served with (a WebM file is video or audio depending on the module).
 */
export const FILE_TYPES = {
  jpeg: { extensions: ['jpg', 'jpeg'], mime: { image: 'image/jpeg' } },
  png: { extensions: ['png'], mime: { image: 'image/png' } },
  gif: { extensions: ['gif'], mime: { image: 'image/gif' } },
  webp: { extensions: ['webp'], mime: { image: 'image/webp' } },
  mp4: { extensions: ['mp4', 'm4v', 'm4a'], mime: { video: 'video/mp4', audio: 'audio/mp4' } },
  quicktime: { extensions: ['mov'], mime: { video: 'video/quicktime' } },
  webm: { extensions: ['webm', 'weba'], mime: { video: 'video/webm', audio: 'audio/webm' } },
  mp3: { extensions: ['mp3'], mime: { audio: 'audio/mpeg' } },
  aac: { extensions: ['aac'], mime: { audio: 'audio/aac' } },
  wav: { extensions: ['wav'], mime: { audio: 'audio/wav' } },
  ogg: { extensions: ['ogg', 'oga'], mime: { audio: 'audio/ogg' } },
  flac: { extensions: ['flac'], mime: { audio: 'audio/flac' } },
  pdf: { extensions: ['pdf'], mime: { pdf: 'application/pdf' } },
  // Which Office application a package belongs to is deeper in the file; they are served as downloads.
  ooxml: { extensions: ['docx', 'xlsx', 'pptx'], mime: { office: 'application/octet-stream' } },
  cfb: { extensions: ['doc', 'xls', 'ppt'], mime: { office: 'application/octet-stream' } },
} as const satisfies Record<string, { extensions: readonly string[]; mime: Partial<Record<FileKind, string>> }>;
export type FileTypeId = keyof typeof FILE_TYPES;

const MB = 1024 * 1024;

export interface UploadPolicy {
  kinds: readonly FileKind[];
  maxBytes: number;
}

const photo: UploadPolicy = { kinds: ['image'], maxBytes: 20 * MB };
const scan: UploadPolicy = { kinds: ['image', 'pdf'], maxBytes: 20 * MB };
const paperwork: UploadPolicy = { kinds: ['image', 'pdf', 'office'], maxBytes: 50 * MB };
const anyMaterial: UploadPolicy = { kinds: ['image', 'pdf', 'office', 'audio', 'video'], maxBytes: 200 * MB };

/**
 * What each module accepts. The spec names the modules only; these follow what each one is for:
 * photos and screenshots are images, certificates and statements are scans (image or PDF), the
 * intro video is video, the voice sample is audio, materials and task files may be anything.
 */
export const UPLOAD_POLICIES: Readonly<Record<UploadModule, UploadPolicy>> = {
  LifeVideo: { kinds: ['video'], maxBytes: 500 * MB },
  TutorAudio: { kinds: ['audio'], maxBytes: 50 * MB },
  LifePhoto: photo,
  UserFace: photo,
  CoursewareResources: anyMaterial,
  TutorCertificates: scan,
  Absent: photo,
  IdentityImg: photo,
  BankStatement: scan,
  ElectronicallySigned: scan,
  ProblemScreenshot: photo,
  Attachment: paperwork,
  AppealFile: photo,
  LeaveReason: paperwork,
  TeacherCertification: scan,
  PoliceCertificate: scan,
  TesolCertificateSelf: scan,
  ProfessionalIdPhoto: photo,
  GroupPhoto: photo,
  ToturTaskFile: anyMaterial,
  SubjectWrong: photo,
  LessonUserFaceFile: photo,
  TutorEquipmentPhoto: photo,
  // Chat limit: files up to 50M (shell.md §5).
  ImImage: { kinds: ['image'], maxBytes: 50 * MB },
  ImFile: { kinds: ['image', 'pdf', 'office', 'audio', 'video'], maxBytes: 50 * MB },
};

/** The file name extensions a module accepts, lower-case, without the dot. */
export function acceptedExtensions(module: UploadModule): string[] {
  const kinds = UPLOAD_POLICIES[module].kinds;
  const extensions = new Set<string>();
  for (const type of Object.values(FILE_TYPES)) {
    if (Object.keys(type.mime).some((kind) => kinds.includes(kind as FileKind))) {
      for (const extension of type.extensions) extensions.add(extension);
    }
  }
  return [...extensions];
}

/** The most chunks a file of this module can have. */
export function maxChunksFor(module: UploadModule): number {
  return Math.ceil(UPLOAD_POLICIES[module].maxBytes / UPLOAD_CHUNK_SIZE);
}

/** How many chunks a file of `size` bytes is sent in (at least one). */
export function chunkCountFor(size: number): number {
  return Math.max(1, Math.ceil(size / UPLOAD_CHUNK_SIZE));
}

/** Byte range [start, end) of the 1-based chunk `index` of a file of `size` bytes. */
export function chunkRange(index: number, size: number): { start: number; end: number } {
  const start = (index - 1) * UPLOAD_CHUNK_SIZE;
  return { start, end: Math.min(size, start + UPLOAD_CHUNK_SIZE) };
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * A file name as the client sent it, accepted only as a plain name: no folders, no control
 * characters, not `.` or `..`. It is shown back to people, never used as a path.
 */
export function isPlainFileName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > 255) return false;
  if (fileName === '.' || fileName === '..') return false;
  return !/[/\\\u0000-\u001f\u007f]/.test(fileName);
}

/** An upload problem the user sees: the spec uses ErrorCode 100 for them all. */
export interface UploadProblem {
  code: number;
  message: string;
}

const problem = (message: string): UploadProblem => ({ code: ErrorCode.UploadFailed, message });

export function describeAccepted(module: UploadModule): string {
  return `${module} accepts ${acceptedExtensions(module).join(', ')} up to ${UPLOAD_POLICIES[module].maxBytes / MB} MB.`;
}

/** The problem with a module name, or null when it is one of the allowed modules. */
export function checkUploadModule(moduleName: string): UploadProblem | null {
  return isUploadModule(moduleName) ? null : problem(Messages.uploadModuleNotAllowed);
}

/**
 * What both halves check before any byte is stored: the module, the name, the declared size.
 * The client runs it before the first chunk; the server on every chunk and again at merge.
 */
export function checkUploadFile(moduleName: string, fileName: string, size: number): UploadProblem | null {
  if (!isUploadModule(moduleName)) return problem(Messages.uploadModuleNotAllowed);
  if (!isPlainFileName(fileName)) return problem(Messages.uploadInvalidFileName);
  if (!acceptedExtensions(moduleName).includes(fileExtension(fileName))) {
    return problem(`${Messages.uploadTypeNotAllowed} ${describeAccepted(moduleName)}`);
  }
  if (size <= 0) return problem(Messages.uploadEmptyFile);
  if (size > UPLOAD_POLICIES[moduleName].maxBytes) {
    return problem(`${Messages.uploadTooLarge} ${describeAccepted(moduleName)}`);
  }
  return null;
}

/** The client's first check (shell.md §5): a file must be chosen, then the module and file rules. */
export function checkUploadSelection(file: { name: string; size: number } | null | undefined, moduleName: string): UploadProblem | null {
  if (!file) return problem(Messages.uploadSelectFile);
  return checkUploadModule(moduleName) ?? checkUploadFile(moduleName, file.name, file.size);
}

/** How many leading bytes `detectFileType` needs to see. */
export const FILE_SIGNATURE_BYTES = 4_096;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ISO_IMAGE_BRANDS = ['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif', 'avis'];
const OOXML_FIRST_ENTRIES = ['[Content_Types].xml', '_rels/', 'docProps/', 'word/', 'xl/', 'ppt/'];

/**
 * The type of a file from its leading bytes (at least the first FILE_SIGNATURE_BYTES when the file
 * is that long), or null when it is none this product accepts. Names and declared types are not
 * trusted: this is what decides how a stored file is served.
 */
export function detectFileType(head: Uint8Array): FileTypeId | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return 'wav';
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (ISO_IMAGE_BRANDS.includes(brand)) return null;
    if (brand === 'qt  ') return 'quicktime';
    return /^[ -~]{4}$/.test(brand) ? 'mp4' : null;
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 0, 3) === 'ID3') return 'mp3';
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xf0) === 0xf0 && ((head[1] ?? 0) & 0x06) === 0) {
    return 'aac';
  }
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0) {
    return 'mp3';
  }
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 0, 4) === 'fLaC') return 'flac';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.length >= 30) {
    // An Office document is a zip whose first entry is its package manifest or one of its parts.
    const nameLength = (head[26] ?? 0) | ((head[27] ?? 0) << 8);
    const firstEntry = ascii(head, 30, Math.min(nameLength, 64));
    return OOXML_FIRST_ENTRIES.some((entry) => firstEntry.startsWith(entry)) ? 'ooxml' : null;
  }
  return null;
}

/**
 * The content type a detected file is stored and served with under `module`, or null when the
 * module does not accept that type.
 */
export function acceptedContentType(module: UploadModule, type: FileTypeId): string | null {
  const mime: Partial<Record<FileKind, string>> = FILE_TYPES[type].mime;
  for (const kind of UPLOAD_POLICIES[module].kinds) {
    const contentType = mime[kind];
    if (contentType) return contentType;
  }
  return null;
}

/** The extension a stored file gets: the detected type's own, whatever the client called it. */
export function storedExtension(type: FileTypeId, declaredName: string): string {
  const declared = fileExtension(declaredName);
  const own: readonly string[] = FILE_TYPES[type].extensions;
  return own.includes(declared) ? declared : (own[0] ?? 'bin');
}

/** Content types shown inline by the browser; anything else is served as a download. */
export function isInlineContentType(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType.startsWith('video/') || contentType.startsWith('audio/');
}

/** A stored file, as Merge answers it and as the forms that use it keep its reference. */
export type UploadedFile = Static<typeof UploadedFileSchema>;

/** A stored file of the tutor, as GET /api/Upload/MyFiles lists it. */
export type MyFile = Static<typeof MyFileSchema>;

/** What Chunk answers: the chunks on record for the fileCode. */
export type ChunkAnswer = Static<typeof ChunkResult>;

/** What FileUrl answers: a short-lived link to a stored file. */
export type FileLinkAnswer = Static<typeof FileLink>;

/** An upload failure as the client carries it: the server's Msg and code, and whether to retry. */
export interface UploadFailure {
  code: number;
  message: string;
  /** Transport errors, rate limits and server faults may pass; refusals will not. */
  retryable: boolean;
}
