/**
 * A short chime (and a buzz on a phone) when an online table comes to ask the player something —
 * their turn, or whether they are ready for the next deal — while the tab is in the background:
 * the page's title says it too (table/pageTitle.ts), but a player reading elsewhere while friends
 * think does not watch the tab strip. Never while the tab is in view, where the table shows it;
 * the player turns it off at the table (`turnChime` of the settings). Two soft tones made by the
 * page (Web Audio), no sound file; a browser without audio, or one that holds the page's audio
 * back, just stays silent.
 */
import { useEffect, useRef } from 'preact/hooks';

/** Whether the change of what the table asks (`before` → `now`) calls for the chime. */
export function chimes(before: string | null, now: string | null, hidden: boolean, on: boolean): boolean {
  return on && hidden && now !== null && now !== before;
}

/** Two tones a sixth apart (E5, C♯6), each 0.13 s, rising and fading so they do not click. */
const TONES = [659.3, 1108.7] as const;
const STEP_S = 0.15;

let audio: AudioContext | null = null;

export function playChime(): void {
  try {
    if (typeof AudioContext === 'undefined') return;
    audio ??= new AudioContext();
    audio.resume().catch(() => {});
    const start = audio.currentTime;
    for (const [i, freq] of TONES.entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = freq;
      const t = start + i * STEP_S;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + STEP_S - 0.02);
      tone.connect(gain).connect(audio.destination);
      tone.start(t);
      tone.stop(t + STEP_S);
    }
  } catch {
    // No sound here: the title still says it.
  }
  navigator.vibrate?.(120);
}

/** Chimes when the table's ask (`asked`, as the page's title words it) changes to one, as `chimes` says. */
export function useTurnChime(asked: string | null, on: boolean): void {
  const before = useRef<string | null>(null);
  useEffect(() => {
    if (chimes(before.current, asked, document.hidden, on)) playChime();
    before.current = asked;
  }, [asked, on]);
}
