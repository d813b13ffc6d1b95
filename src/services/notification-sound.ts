/**
 * The class request pop-up's sound (growth-account.md §4): a short two-note chime made with the
 * Web Audio API, so no audio file has to be shipped. Browsers may refuse sound before the page had
 * any user gesture; then it stays silent.
 */
export interface NotificationSound {
  play(): void;
}

export function createNotificationSound(createContext: () => AudioContext = () => new AudioContext()): NotificationSound {
  let context: AudioContext | null = null;
  const note = (audio: AudioContext, frequency: number, start: number, length: number) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
  };
  return {
    play() {
      try {
        context ??= createContext();
        void context.resume().catch(() => undefined);
        const now = context.currentTime;
        note(context, 880, now, 0.35);
        note(context, 1318.5, now + 0.18, 0.5);
      } catch {
        // No audio device or not allowed yet: the pop-up still shows.
      }
    },
  };
}
