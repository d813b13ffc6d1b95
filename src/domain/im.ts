import type { Static } from '@sinclair/typebox';
import type {
  GroupInfoSchema,
  GroupMemberSchema,
  IceServerSchema,
  ImConversationSchema,
  ImMessageSchema,
  ImPersonSchema,
  ImToken,
  LoginInfo,
} from './api/im.schemas';

/**
 * The in-app chat (shell.md §1, §3 "Chat user", §4 "Chat", §5 "Chat limits", §6, §8, §9): limits,
 * roles, masking and texts shared by the server that enforces them and the client that checks
 * first. Pure: no Node, browser or XState APIs.
 */

/** Chat texts the spec fixes (§8), and this product's own where it is silent. */
export const ImMessages = {
  sendFailed: 'Message sending failed',
  retractFailed: 'Message retract failed',
  retractTooLate: 'Cannot be withdrawn for more than 2 minutes',
  notAuthorized: 'Your account is not authorized to use IM chat',
  emptyFile: 'Cannot pass empty file',
  groupDissolved: 'The group does not exist or has been dissolved',
  cannotRemoveYourself: 'You cannot remove yourself from the group',
  // Our texts where the spec is silent.
  textEmpty: 'Please enter a message.',
  textTooLong: (limit: number) => `The text can be at most ${limit} characters.`,
  nicknameEmpty: 'The nickname cannot be empty.',
  emailInvalid: 'Please enter a valid e-mail address.',
  groupNameEmpty: 'Please enter the group name.',
  tooManyBytes: (field: string, limit: number) => `The ${field} can be at most ${limit} bytes.`,
  fileTooLarge: 'The file can be at most 50M.',
  imageTooSmall: 'The image must be at least 300 px on each side.',
  fileNotFound: 'The file was not found. Please upload it again.',
  conversationNotFound: 'The conversation was not found.',
  contactNotAllowed: 'You can only start a chat with the provider’s staff or someone in your groups.',
  ownerCannotBeRemoved: 'The group owner cannot be removed.',
  onlyOwnerRemovesAdmins: 'Only the group owner can remove an admin.',
  onlyAdminsRemoveMembers: 'Only group admins can remove members.',
  onlyOwnerTransfers: 'Only the group owner can transfer the group.',
  onlyOwnerSetsAdmins: 'Only the group owner can appoint or dismiss admins.',
  onlyOwnerDissolves: 'Only the group owner can dissolve the group.',
  onlyAdminsEdit: 'Only group admins can change the group.',
  onlyAdminsAdd: 'Only group admins can add members.',
  onlyStaffCreatesGroups: 'Only the provider’s staff can create groups.',
  teacherCannotBeOwner: 'A teacher cannot be made group owner.',
  ownerCannotLeave: 'The owner must transfer the group before leaving it.',
  notAMember: 'This person is not a member of the group.',
  alreadyMember: 'This person is already a member of the group.',
  userNotFound: 'No chat user has this e-mail address.',
  notYourMessage: 'You can only withdraw your own messages.',
  callUnavailable: 'The call is no longer available.',
  callOnlyDirect: 'Calls are available in one-to-one chats.',
  callBusy: 'The other party is already in a call.',
} as const;

/**
 * Call and device texts (§8 lists the kinds, "the full pair list is not shown"): these are ours,
 * one per kind the spec names.
 */
export const CallMessages = {
  deviceConnectionFailed: 'Failed to connect to your camera or microphone. Please check the device and try again.',
  deviceNotAllowed: 'Access to your camera or microphone is not allowed. Please allow it in the browser and try again.',
  deviceNotReadable: 'Your camera or microphone cannot be read. Close other programs using it and try again.',
  networkFailure: 'Network failure. Please check your connection and try again.',
  unsupportedBrowser: 'Your browser does not support calls. Please use Chrome.',
  noAnswer: 'No answer. Please try again later.',
  declined: 'The call was declined.',
  ended: 'The call has ended.',
} as const;

/** The kinds of device failure a browser reports (getUserMedia's DOMException names), mapped to a text. */
export function deviceErrorText(name: string): string {
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CallMessages.deviceNotAllowed;
    case 'NotReadableError':
    case 'TrackStartError':
      return CallMessages.deviceNotReadable;
    case 'UnsupportedBrowser':
      return CallMessages.unsupportedBrowser;
    case 'NetworkError':
      return CallMessages.networkFailure;
    default:
      return CallMessages.deviceConnectionFailed;
  }
}

/** Character limits by field (§5: 2000, 150 or 50). Which field takes which is our reading. */
export const IM_TEXT_LIMITS = { message: 2000, declineNote: 150, nickname: 50 } as const;

/** Byte limits of a group's texts (§5), counted in UTF-8. */
export const GROUP_BYTE_LIMITS = { name: 30, announcement: 300, introduction: 240, question: 200 } as const;
export type GroupTextField = keyof typeof GROUP_BYTE_LIMITS;

export const IM_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const IM_IMAGE_MIN_SIDE = 300;
/** Retraction only within 2 minutes (§5). */
export const IM_RETRACT_WINDOW_MS = 2 * 60 * 1000;
/** An invite not answered within 30 s times out (§4, §9). */
export const IM_CALL_INVITE_TIMEOUT_MS = 30_000;
/** Member lists show at most 10 names (§4, §9). */
export const IM_MEMBER_LIST_NAMES = 10;
export const IM_HISTORY_PAGE_SIZE = 30;
export const IM_CONVERSATION_PAGE_SIZE = 50;

/** Upload modules of the chat (added to the upload module list). */
export const ImUploadModule = { image: 'ImImage', file: 'ImFile' } as const;

export const GroupRole = { owner: 'owner', admin: 'admin', member: 'member' } as const;
export type GroupRole = (typeof GroupRole)[keyof typeof GroupRole];

export const ImMessageKind = { text: 'text', image: 'image', file: 'file', reminder: 'reminder', call: 'call', notice: 'notice' } as const;
export type ImMessageKind = (typeof ImMessageKind)[keyof typeof ImMessageKind];

export const ConversationKind = { direct: 'direct', group: 'group', reminders: 'reminders' } as const;
export type ConversationKind = (typeof ConversationKind)[keyof typeof ConversationKind];

/** Chat user types: the spec names 3, 99 and 17 as the masked ones; 1 and 2 are ours. */
export const ImUserType = { teacher: 1, staff: 2, student: 3, parent: 17, visitor: 99 } as const;
export const MASKED_USER_TYPES: readonly number[] = [ImUserType.student, ImUserType.parent, ImUserType.visitor];

/** Media type 1 is audio, any other value video (growth-account.md §4). */
export const CallMedia = { audio: 1, video: 2 } as const;
export const isAudioCall = (mediaType: number) => mediaType === CallMedia.audio;

/** Hub events of the chat (server to client) and hub methods (client to server). */
export const ImHubEvent = {
  message: 'ImMessage',
  retracted: 'ImMessageRetracted',
  read: 'ImRead',
  conversation: 'ImConversationChanged',
  callIncoming: 'ImCallIncoming',
  callAccepted: 'ImCallAccepted',
  callDeclined: 'ImCallDeclined',
  callEnded: 'ImCallEnded',
  callSignal: 'ImCallSignal',
} as const;
export const IM_HUB_EVENTS: readonly string[] = Object.values(ImHubEvent);

export const ImHubMethod = {
  callInvite: 'ImCallInvite',
  callAccept: 'ImCallAccept',
  callDecline: 'ImCallDecline',
  callHangup: 'ImCallHangup',
  callSignal: 'ImCallSignal',
  /** Answers the invite still ringing for the invoking user, or null: a chat opened after the ring still rings. */
  callRinging: 'ImCallRinging',
} as const;

/** Masks a nickname of user types 3, 99 and 17: the first 3 characters plus *** (§6). */
export function displayNickname(nickname: string, userType: number): string {
  if (!MASKED_USER_TYPES.includes(userType)) return nickname;
  return `${[...nickname].slice(0, 3).join('')}***`;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A group text over its byte limit, or null. */
export function checkGroupText(field: GroupTextField, value: string): string | null {
  const limit = GROUP_BYTE_LIMITS[field];
  if (field === 'name' && value.trim() === '') return ImMessages.groupNameEmpty;
  return utf8Bytes(value) > limit ? ImMessages.tooManyBytes(field, limit) : null;
}

/** A text message's problem, or null: not blank, at most 2000 characters. */
export function checkMessageText(text: string, limit: number = IM_TEXT_LIMITS.message): string | null {
  if (text.trim() === '') return ImMessages.textEmpty;
  return [...text].length > limit ? ImMessages.textTooLong(limit) : null;
}

export function checkNickname(nickname: string): string | null {
  if (nickname.trim() === '') return ImMessages.nicknameEmpty;
  return [...nickname].length > IM_TEXT_LIMITS.nickname ? ImMessages.textTooLong(IM_TEXT_LIMITS.nickname) : null;
}

/** The loose e-mail check (something@something.something). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A file's problem before upload, or null: not empty, at most 50M. */
export function checkImFile(size: number): string | null {
  if (size <= 0) return ImMessages.emptyFile;
  return size > IM_FILE_MAX_BYTES ? ImMessages.fileTooLarge : null;
}

export function checkImageSize(width: number, height: number): string | null {
  return width < IM_IMAGE_MIN_SIDE || height < IM_IMAGE_MIN_SIDE ? ImMessages.imageTooSmall : null;
}

/** Whether a message sent at `sentAt` may still be withdrawn at `now`. */
export function canRetract(sentAt: string, now: number): boolean {
  return now - Date.parse(sentAt) <= IM_RETRACT_WINDOW_MS;
}

/** The ms left to withdraw a message (0 when too late). */
export function retractMsLeft(sentAt: string, now: number): number {
  return Math.max(0, IM_RETRACT_WINDOW_MS - (now - Date.parse(sentAt)));
}

// ---- Answer shapes, declared once by the schemas in ./api and used by both halves ----

/** A person in the chat; the nickname is masked for user types 3, 99 and 17. */
export type ImPerson = Static<typeof ImPersonSchema>;

export type ImMessage = Static<typeof ImMessageSchema>;

export type ImConversation = Static<typeof ImConversationSchema>;

export type ImGroupMember = Static<typeof GroupMemberSchema>;

/** The group, the user's role, and at most 10 member names with how many more there are. */
export type ImGroupInfo = Static<typeof GroupInfoSchema>;

/** POST /api/IM/LoginInfo: who the user is in the chat, the hub and its events, the STUN/TURN servers. */
export type ImLoginInfo = Static<typeof LoginInfo>;

/** POST /api/IM/GetImToken */
export type ImTokenAnswer = Static<typeof ImToken>;

/** The ImCallIncoming hub event's payload, and what the ringing check answers (a hub message, not an HTTP answer). */
export interface ImCallInvite {
  callId: number;
  conversationId: number;
  mediaType: number;
  from: ImPerson;
}

export type IceServer = Static<typeof IceServerSchema>;
