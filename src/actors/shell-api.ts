/**
 * The part of the API client the shell's actors use. The app's ApiClient (src/services/api-client.ts)
 * fits it: both answer the envelope's Body and throw an error carrying the Msg to show otherwise.
 */
export type ShellQuery = Record<string, string | number | boolean | undefined>;
export type ShellBody = Record<string, string | number | boolean | null | undefined | object>;

export interface ShellApi {
  get<T>(path: string, query?: ShellQuery, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: ShellBody, query?: ShellQuery, options?: { signal?: AbortSignal }): Promise<T>;
}
