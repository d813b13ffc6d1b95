import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import {
  UPLOAD_CHUNK_SIZE,
  UPLOAD_MODULES,
  UPLOAD_POLICIES,
  acceptedContentType,
  acceptedExtensions,
  checkUploadFile,
  checkUploadSelection,
  chunkCountFor,
  chunkRange,
  detectFileType,
  isPlainFileName,
  isUploadModule,
  maxChunksFor,
  storedExtension,
} from '../../src/domain/upload';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

/** A zip local file header whose first entry is `name`. */
const zipWithFirstEntry = (name: string) => {
  const header = new Uint8Array(30 + name.length);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = name.length & 0xff;
  header[27] = name.length >> 8;
  header.set(bytes(name), 30);
  return header;
};

describe('upload modules and policies', () => {
  it("lists the 23 modules of shell.md §9 and the chat's two, and gives each a policy", () => {
    expect(UPLOAD_MODULES).toHaveLength(25);
    expect(new Set(UPLOAD_MODULES).size).toBe(25);
    expect(UPLOAD_MODULES.slice(23)).toEqual(['ImImage', 'ImFile']);
    for (const module of UPLOAD_MODULES) expect(UPLOAD_POLICIES[module].kinds.length).toBeGreaterThan(0);
    expect(isUploadModule('ToturTaskFile')).toBe(true);
    expect(isUploadModule('lifephoto')).toBe(false);
    expect(isUploadModule('Avatar')).toBe(false);
  });

  it('accepts images for photos, video for LifeVideo, audio for TutorAudio, scans for certificates', () => {
    expect(acceptedExtensions('LifePhoto')).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(acceptedExtensions('LifeVideo')).toEqual(['mp4', 'm4v', 'm4a', 'mov', 'webm', 'weba']);
    expect(acceptedExtensions('TutorAudio')).toEqual(expect.arrayContaining(['mp3', 'm4a', 'wav', 'ogg', 'webm']));
    expect(acceptedExtensions('TutorAudio')).not.toContain('mov');
    expect(acceptedExtensions('TesolCertificateSelf')).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf']);
    expect(acceptedExtensions('LeaveReason')).toEqual(expect.arrayContaining(['pdf', 'docx', 'doc']));
  });

  it('splits a file into 524288-byte chunks, 1-based', () => {
    expect(UPLOAD_CHUNK_SIZE).toBe(524288);
    expect(chunkCountFor(1)).toBe(1);
    expect(chunkCountFor(UPLOAD_CHUNK_SIZE)).toBe(1);
    expect(chunkCountFor(UPLOAD_CHUNK_SIZE + 1)).toBe(2);
    expect(chunkRange(1, 1_000_000)).toEqual({ start: 0, end: UPLOAD_CHUNK_SIZE });
    expect(chunkRange(2, 1_000_000)).toEqual({ start: UPLOAD_CHUNK_SIZE, end: 1_000_000 });
    expect(maxChunksFor('LifeVideo')).toBe(1000);
  });
});

describe('upload checks', () => {
  it("refuses a missing file with 'Please select a file first.' and code 100", () => {
    expect(checkUploadSelection(null, 'LifePhoto')).toEqual({ code: ErrorCode.UploadFailed, message: Messages.uploadSelectFile });
  });

  it('refuses a module outside the list before looking at the file', () => {
    expect(checkUploadSelection({ name: 'a.jpg', size: 10 }, 'Avatar')).toEqual({
      code: 100,
      message: Messages.uploadModuleNotAllowed,
    });
  });

  it('refuses names with folders, a wrong extension, an empty or a too large file', () => {
    expect(checkUploadFile('LifePhoto', '../../etc/passwd.jpg', 10)?.message).toBe(Messages.uploadInvalidFileName);
    expect(checkUploadFile('LifePhoto', 'C:\\photos\\me.jpg', 10)?.message).toBe(Messages.uploadInvalidFileName);
    expect(checkUploadFile('LifePhoto', 'me.pdf', 10)?.message).toBe(
      `${Messages.uploadTypeNotAllowed} LifePhoto accepts jpg, jpeg, png, gif, webp up to 20 MB.`,
    );
    expect(checkUploadFile('LifePhoto', 'me.jpg', 0)?.message).toBe(Messages.uploadEmptyFile);
    expect(checkUploadFile('LifePhoto', 'me.jpg', 20 * 1024 * 1024 + 1)?.message).toMatch(/^The file is too large\./);
    expect(checkUploadFile('LifePhoto', 'Me.JPG', 20 * 1024 * 1024)).toBeNull();
  });

  it('tells plain file names from paths', () => {
    expect(isPlainFileName('résumé (1).pdf')).toBe(true);
    expect(isPlainFileName('..')).toBe(false);
    expect(isPlainFileName('a\u0000.jpg')).toBe(false);
    expect(isPlainFileName('')).toBe(false);
  });
});

describe('file type detection from the leading bytes', () => {
  it('recognises images, video, audio and documents', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectFileType(bytes('GIF89a'))).toBe('gif');
    expect(detectFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(detectFileType(bytes(0, 0, 0, 0x18, 'ftypisom'))).toBe('mp4');
    expect(detectFileType(bytes(0, 0, 0, 0x18, 'ftypM4A '))).toBe('mp4');
    expect(detectFileType(bytes(0, 0, 0, 0x14, 'ftypqt  '))).toBe('quicktime');
    expect(detectFileType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('webm');
    expect(detectFileType(bytes('ID3', 4, 0))).toBe('mp3');
    expect(detectFileType(bytes(0xff, 0xfb, 0x90))).toBe('mp3');
    expect(detectFileType(bytes(0xff, 0xf1, 0x50))).toBe('aac');
    expect(detectFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBe('wav');
    expect(detectFileType(bytes('OggS'))).toBe('ogg');
    expect(detectFileType(bytes('%PDF-1.7'))).toBe('pdf');
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('cfb');
    expect(detectFileType(zipWithFirstEntry('[Content_Types].xml'))).toBe('ooxml');
  });

  it('refuses what it does not know: scripts, HTML, plain zips, HEIC', () => {
    expect(detectFileType(bytes('<!DOCTYPE html><script>'))).toBeNull();
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectFileType(bytes('MZ', 0x90, 0))).toBeNull();
    expect(detectFileType(zipWithFirstEntry('payload.exe'))).toBeNull();
    expect(detectFileType(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('maps a detected type to the content type the module serves it with', () => {
    expect(acceptedContentType('LifePhoto', 'png')).toBe('image/png');
    expect(acceptedContentType('LifePhoto', 'pdf')).toBeNull();
    expect(acceptedContentType('LifeVideo', 'webm')).toBe('video/webm');
    expect(acceptedContentType('TutorAudio', 'webm')).toBe('audio/webm');
    expect(acceptedContentType('TutorAudio', 'quicktime')).toBeNull();
    expect(acceptedContentType('TutorCertificates', 'pdf')).toBe('application/pdf');
  });

  it('names a stored file by what it is, not what it was called', () => {
    expect(storedExtension('png', 'photo.PNG')).toBe('png');
    expect(storedExtension('png', 'photo.jpg')).toBe('png');
    expect(storedExtension('jpeg', 'photo.jpeg')).toBe('jpeg');
  });
});
