import { DEFAULT_HUB_PATH } from '../services/system-settings';

/** The access-token kind GetImToken issues. */
export const IM_TOKEN_KIND = 'im';

/** Where a chat token is accepted: the chat's calls and the realtime hub. */
export function isImScopedPath(url: string): boolean {
  const path = url.toLowerCase();
  return path.startsWith('/api/im/') || path.startsWith(`${DEFAULT_HUB_PATH.toLowerCase()}/`);
}
