import { createHmac } from 'node:crypto';

/**
 * Classroom links from per-tool URL templates (configuration, README "Classroom links"). The room
 * and the token are derived from the class with the server secret, so tutor and student reach the
 * same room without storing anything, and a token cannot be made up for another class.
 */

/** Template keys: one per class tool (teaching.md §3 order), then the small class, the ClassIn test course and the Agora preload page. */
export const CLASSROOM_LINK_KEYS = [
  'ECLASSROOM',
  'QQ',
  'SKYPE',
  'FASTMEETING',
  'ONLINECLASS',
  'BRANDED',
  'WECHAT',
  'CLASSIN',
  'ACLASSROOM',
  'GAMECLASS',
  'ACSPRO',
  'TENCENT',
  'SMALLCLASS',
  'TESTCLASSIN',
  'AGORAPRELOAD',
] as const;
export type ClassroomLinkKey = (typeof CLASSROOM_LINK_KEYS)[number];

/** The template key of a class tool index. */
export function linkKeyOfTool(classTool: number): ClassroomLinkKey {
  const key = CLASSROOM_LINK_KEYS[classTool];
  if (classTool < 0 || classTool > 11 || !key) throw new Error(`unknown class tool ${classTool}`);
  return key;
}

/** Defaults name the tool: https://classin.example/join?room=...; the desktop client's: tutorclient://classroom/classin?room=... */
export function defaultClassroomTemplate(key: ClassroomLinkKey, target: 'web' | 'client'): string {
  const slug = key.toLowerCase();
  if (key === 'AGORAPRELOAD') return target === 'web' ? 'https://agora-courseware.example/preload?room={room}' : 'tutorclient://preload/agora?room={room}';
  const extra = key === 'ACLASSROOM' ? '&mac={mac}' : '';
  return target === 'web'
    ? `https://${slug}.example/join?room={room}&token={token}${extra}`
    : `tutorclient://classroom/${slug}?room={room}&token={token}${extra}`;
}

export interface LinkValues {
  room: string;
  token: string;
  clid: number | string;
  tuid: number | string;
  mac?: boolean;
}

/** Fills a template's placeholders, each value URL-encoded. */
export function fillTemplate(template: string, values: LinkValues): string {
  const map: Record<string, string> = {
    room: values.room,
    token: values.token,
    clid: String(values.clid),
    tuid: String(values.tuid),
    mac: values.mac ? '1' : '0',
  };
  return template.replace(/\{(room|token|clid|tuid|mac)\}/g, (_, name: string) => encodeURIComponent(map[name] ?? ''));
}

/** A room code for a class (or small class, or test course), stable and unguessable. */
export function classroomRoom(secret: string, scope: string, id: number | string): string {
  return createHmac('sha256', secret).update(`classroom:${scope}:${id}`).digest('base64url').slice(0, 20);
}

/** A teacher token for one tutor in one room until `expiresAtMs`: `<expiry>.<mac>`. */
export function teacherToken(secret: string, room: string, tutorId: number, expiresAtMs: number): string {
  const expiry = Math.floor(expiresAtMs / 1000).toString(36);
  const mac = createHmac('sha256', secret).update(`teacher:${room}:${tutorId}:${expiry}`).digest('base64url').slice(0, 32);
  return `${expiry}.${mac}`;
}
