/** Usage logs the shell sends (shell.md §3 client download log, §7 AddTuModelClickLog). */

/** ClientType of the client download log. */
export const ClientType = {
  windows: 1,
  mac: 2,
} as const;
export type ClientType = (typeof ClientType)[keyof typeof ClientType];

/** Where a download was started (SourceType; the spec leaves the values to us). */
export const ClientDownloadSource = {
  /** The TutorClient download dialog in the shell. */
  downloadDialog: 1,
  /** The public /tutorClient page. */
  tutorClientPage: 2,
  /** The layout's client-download notice. */
  downloadNotice: 3,
} as const;
export type ClientDownloadSource = (typeof ClientDownloadSource)[keyof typeof ClientDownloadSource];

/** `type` of AddTuModelClickLog: the header shortcut that was clicked. */
export const ModelClickType = {
  temporaryClassroom: 1,
  aiMind: 2,
  aiChat: 3,
  teacherTask: 4,
  networkTest: 5,
  message: 6,
} as const;
export type ModelClickType = (typeof ModelClickType)[keyof typeof ModelClickType];

export const CLIENT_INFO_MAX_LENGTH = 500;
