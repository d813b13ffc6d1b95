/** The system setting served by GET /api/System/setting (shell.md §3). */
export interface WhiteListEntry {
  domain: string;
  redirect: boolean;
  /** 1 is the main domain: paths marked with it must be opened there. */
  level: number;
}

export interface MenuItem {
  name: string;
  routeName: string;
  /** 0 is a sidebar menu item; other types are not shown in the sidebar. */
  type: number;
  isShow: boolean;
  filterName: string;
  /** The entry's address: the host map's base URL for `hostKey` followed by `/routeName`. */
  url: string;
  /** Key into the setting's host map; its base URL empty means this host. */
  hostKey?: string;
}

export interface SystemSetting {
  FileDomain: string;
  BackUpFileDomain: string;
  FileDirectory: Record<string, string>;
  NasFileHost: string;
  AuthorityUrl: string;
  AppSetting: { AppId: string; AppSecret: string };
  /** Host map: key to base URL, used for menu URLs and cross-host redirects. */
  Hosts: Record<string, string>;
  IsEnableSignalrNotice: boolean;
  SignalrNoticeHubUrl: string;
  WhiteList: WhiteListEntry[];
  ClientDownload: { WindowsUrl: string; MacUrl: string };
  /** Flowers for cash is open; off (or absent), the person panel's row shows the upgrading text. */
  FlowersExchangeEnabled?: boolean;
}
