/**
 * Every user-facing text the spec fixes, once. Both halves import these: a text copied into two
 * files is a bug waiting to diverge.
 */
export const Messages = {
  transportError: 'Links seem to get inaccessible.',
  dataVerificationFailed: 'Data verification failed',
  programAccessAbnormal: 'Program access is abnormal, please try again later!',
  signatureFailed: 'Signature verification failed!',
  unauthorizedLoginAgain: 'Unauthorized access, please login again.',
  settingsDownloadFailed: 'Fail to download system settings, please contact Administrator.',
  required: 'Required.',
  uploadSelectFile: 'Please select a file first.',
  uploadMissingChunk: 'Upload failed, please try again later.',
  uploadFail: 'Upload fail.',
  limitFlowRetry: 'You can have a try again now.',
  flowersForCashUpgrading: 'The system is being upgraded. You will be notified once it is done.',
  personalInfoAsap: 'Please kindly upload your personal information ASAP.',
  personalDataVerifying:
    "You Personal Data is being verified, please confirm with your TM and sign the digital contract once it's done. Thanks",
  refuseReasonRequired: 'pls give the reason why u Refuse',
  oldClientOffline: 'The old A-Classroom client goes offline on 30 Nov 2020.',
  // Messages of this product where the spec is silent.
  wrongCredentials: 'The username or password is incorrect.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again later.',
  tokenInvalid: 'Your session has expired, please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested resource was not found.',
  rateLimited: 'Too many requests, please slow down and try again in a moment.',
  internalError: 'Something went wrong on our side, please try again later.',
  // Realtime and messages (issue 5).
  hubJoinRefused: 'You can only join the notifications of your own account.',
  messageNotFound: 'This message was not found.',
  noticeAlreadyAnswered: 'This notice has already been answered.',
  attendanceAlreadyAnswered: 'This attendance confirmation has already been answered.',
  attendanceClosed: 'Confirmation closes 30 minutes before class, so this class has been cancelled with penalty.',
  attendanceConfirmTitle: 'Please confirm your class attendance',
  attendanceDeclinedTitle: 'Class cancelled at your request',
  attendanceAutoCancelledTitle: 'Class cancelled: attendance not confirmed',
  classRequestTitle: 'New class request',
  staffTutorNotFound: 'No tutor has this id.',
} as const;
