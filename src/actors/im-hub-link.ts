import type { IceServer, ImLoginInfo, ImPerson, ImTokenAnswer } from '../domain/im';
import type { ApiClient } from '../services/api-client';
import type { RealtimeConnection, RealtimeConnectionFactory } from '../services/realtime-connection';

/**
 * The chat's own hub connection (shell.md §7 "Chat/IM"): GetImToken for a scoped messaging token,
 * LoginInfo for who the user is, the hub and the STUN/TURN servers, then the socket. One at a
 * time; the chat page's hub actor opens and closes it, the call actors invoke through it.
 */
export class ImHubLink {
  private connection: RealtimeConnection | null = null;
  iceServers: IceServer[] = [];

  constructor(
    private readonly api: ApiClient,
    private readonly connect: RealtimeConnectionFactory,
    private readonly origin: string,
  ) {}

  async open(handlers: { onEvent(name: string, payload: unknown): void; onClose(error: Error | undefined): void }): Promise<ImPerson> {
    const { Token } = await this.api.post<ImTokenAnswer>('/api/IM/GetImToken');
    const info = await this.api.post<ImLoginInfo>('/api/IM/LoginInfo');
    this.iceServers = info.IceServers;
    const connection = this.connect({ url: info.HubUrl, origin: this.origin, accessToken: () => Token, events: info.Events }, handlers);
    this.connection = connection;
    await connection.start();
    return { userId: info.UserId, nickname: info.Nickname, userType: info.UserType, avatar: info.Avatar };
  }

  invoke<T>(method: string, ...args: unknown[]): Promise<T> {
    if (!this.connection?.isConnected()) return Promise.reject(new Error('Network failure'));
    return this.connection.invoke(method, ...args) as Promise<T>;
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    await connection?.stop().catch(() => undefined);
  }
}
