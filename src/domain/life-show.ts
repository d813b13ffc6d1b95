import type { Static } from '@sinclair/typebox';
import type { CertificateSchema, LifeShowFileSchema, LifeShowInfoSchema } from './api/records.schemas';

/**
 * The life show screen (/personalData/upload): every piece a tutor shows families, the call that
 * sets it after the chunked upload, its upload module (shell.md §9) and its timeout
 * (growth-account.md §9: 600 s for video and ID photo uploads, none for photo, voice and
 * certificate uploads, 180 s otherwise). Pure; both halves import it.
 */
import { Timeouts } from './session-constants';
import type { UploadModule } from './upload';

export interface LifeShowPiece {
  /** The part name LifeShowInfo answers with. */
  part: string;
  label: string;
  module: UploadModule;
  call: string;
  /** ms; 0 means none. */
  timeout: number;
}

export const LIFE_SHOW_PIECES = [
  { part: 'lifeVideo', label: 'Life video', module: 'LifeVideo', call: '/api/teachInfo/UpLoadLifeVideo', timeout: Timeouts.videoUpload },
  { part: 'voiceAvatar', label: 'Voice avatar', module: 'TutorAudio', call: '/api/teachInfo/UploadVoiceAvatar', timeout: 0 },
  { part: 'photo', label: 'Profile photo', module: 'UserFace', call: '/api/teachInfo/Photo', timeout: 0 },
  { part: 'voiceRecording', label: 'Voice recording', module: 'TutorAudio', call: '/api/teachInfo/VoiceRecording', timeout: 0 },
  {
    part: 'professionalIdPhoto',
    label: 'Professional ID photo',
    module: 'ProfessionalIdPhoto',
    call: '/api/teachInfo/UploadProfessionalIdPhoto',
    timeout: Timeouts.videoUpload,
  },
  {
    part: 'virtualProfessionalPhoto',
    label: 'Virtual professional photo',
    module: 'ProfessionalIdPhoto',
    call: '/api/teachInfo/UpLoadVirtualProfessionalPhoto',
    timeout: 0,
  },
  { part: 'equipmentPhoto', label: 'Equipment photo', module: 'TutorEquipmentPhoto', call: '/api/teachInfo/UpLoadEquipmentPhoto', timeout: 0 },
  { part: 'identity', label: 'Identity document', module: 'IdentityImg', call: '/api/teachInfo/Identity', timeout: 0 },
  { part: 'certificate', label: 'Certificate', module: 'TutorCertificates', call: '/api/teachInfo/PersonalCertificates', timeout: 0 },
] as const satisfies readonly LifeShowPiece[];

export type LifeShowPieceName = (typeof LIFE_SHOW_PIECES)[number]['part'];

export function lifeShowPiece(part: string): LifeShowPiece | undefined {
  return LIFE_SHOW_PIECES.find((piece) => piece.part === part);
}

/** How a stored piece is shown: a player for video and audio, an image otherwise. */
export function previewKind(module: UploadModule): 'video' | 'audio' | 'image' | 'link' {
  if (module === 'LifeVideo') return 'video';
  if (module === 'TutorAudio') return 'audio';
  if (module === 'TutorCertificates' || module === 'TesolCertificateSelf') return 'link';
  return 'image';
}

export type LifeShowFile = Static<typeof LifeShowFileSchema>;
export type LifeShowCertificate = Static<typeof CertificateSchema>;
/** LifeShowInfo's answer. */
export type LifeShowInfoBody = Static<typeof LifeShowInfoSchema>;

export const CertificateTypeLabels: Record<number, string> = { 1: 'Certificate', 2: 'TESOL certificate', 3: 'Identity document' };
