import { isAudioCall } from '../domain/im';

type Listener = () => void;

/**
 * The call's media: the local camera and microphone and the remote stream, held outside the
 * machine (streams are not state) and read by the call window's video elements.
 */
export class CallMedia {
  local: MediaStream | null = null;
  remote: MediaStream | null = null;
  private listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Opens the devices; rejects with the browser's error name, or 'UnsupportedBrowser'. */
  async open(mediaType: number): Promise<void> {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
      throw Object.assign(new Error('unsupported'), { name: 'UnsupportedBrowser' });
    }
    this.release();
    this.local = await devices.getUserMedia({ audio: true, video: !isAudioCall(mediaType) });
    this.changed();
  }

  setRemote(stream: MediaStream | null): void {
    this.remote = stream;
    this.changed();
  }

  release(): void {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
    this.remote = null;
    this.changed();
  }
}
