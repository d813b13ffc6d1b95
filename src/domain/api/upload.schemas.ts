import { Type, type Static } from '@sinclair/typebox';

/**
 * Fields of the upload calls (shell.md §3, §7). Form fields arrive as text, so numbers are
 * checked as digits. `errorMessage` is the sentence a client sees when a field is not valid.
 */
const fileCode = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description: 'Chosen by the client for one file; belongs to the tutor who sends its first chunk.',
  errorMessage: "'fileCode' must be 8 to 64 letters, digits, '-' or '_'.",
});
const moduleName = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'One of the 23 allowed upload modules (shell.md §9).',
  errorMessage: "'moduleName' must be the name of an upload module.",
});
const wholeNumber = (name: string, description: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,5}$', description, errorMessage: `'${name}' must be a whole number from 1.` });

export const ChunkFields = Type.Object({
  chunk: wholeNumber('chunk', '1-based index of this chunk of 524288 bytes.'),
  fileCode,
  fileName: Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'Shown back to people; never decides where the file is stored.',
    errorMessage: "'fileName' must be 1 to 255 characters.",
  }),
  moduleName,
});
export type ChunkFields = Static<typeof ChunkFields>;

export const MergeFields = Type.Object({
  fileCode,
  moduleName,
  chunkCount: Type.Optional(wholeNumber('chunkCount', 'How many chunks were sent; lets the server notice a missing last chunk.')),
});
export type MergeFields = Static<typeof MergeFields>;

export const CancelQuery = Type.Object({
  fileCode: Type.String({ minLength: 1, maxLength: 64 }),
  moduleName: Type.String({ minLength: 1, maxLength: 64 }),
});

export const PlainUploadQuery = Type.Object({ moduleName: Type.String({ minLength: 1, maxLength: 64 }) });

export const FileRefParams = Type.Object({
  fileRef: Type.String({ pattern: '^[a-f0-9]{32}$', description: 'The reference Merge answered.' }),
});

export const FileLinkQuery = Type.Object({
  expires: Type.Optional(Type.Integer({ minimum: 0 })),
  sig: Type.Optional(Type.String({ maxLength: 100 })),
});

export const FileUrlQuery = Type.Object({ fileRef: Type.String({ pattern: '^[a-f0-9]{32}$' }) });

export const ChunkResult = Type.Object({ chunkCount: Type.Integer({ description: 'Chunks on record for this fileCode.' }) });

/** A stored file, as Merge answers it and as the forms that use it keep its reference. */
export const UploadedFileSchema = Type.Object({
  fileRef: Type.String({ description: 'The reference forms send back (attendance decline, feedback, personal data, TESOL, leave).' }),
  url: Type.String({ description: 'Where the file is served to its owner (bearer token) and staff.' }),
  previewUrl: Type.String({ description: 'A short-lived link that works without headers, for <img src> and previews.' }),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});

export const FileLink = Type.Object({ url: Type.String(), expiresAt: Type.String() });

export const MyFilesQuery = Type.Object({ moduleName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

/** A stored file of the tutor, as GET /api/Upload/MyFiles lists it. */
export const MyFileSchema = Type.Object({
  fileRef: Type.String(),
  moduleName: Type.String(),
  url: Type.String(),
  previewUrl: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
});
