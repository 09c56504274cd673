/**
 * A short two-note chime for a message that arrives while the panel is closed, made with the Web
 * Audio API (no sound file to load). Browsers allow audio only after the user has interacted with
 * the page; before that the chime is silently skipped.
 */
let context: AudioContext | null = null;
let lastPlayed = 0;
/** Several messages at once (a burst, or the replay after a reconnect) chime once. */
const QUIET_MS = 2_000;

export function playNewMessageSound(): void {
  const now = Date.now();
  if (now - lastPlayed < QUIET_MS) return;
  lastPlayed = now;
  try {
    const Ctor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    for (const [index, frequency] of [880, 1318.5].entries()) {
      const at = start + index * 0.12;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.25);
    }
  } catch {
    // No audio device or not allowed: the visual indicator is enough.
  }
}
