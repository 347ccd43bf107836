/**
 * Background music, as the session machine asks for it (SPEC §2, §4): its
 * `music` region runs `playMusic` / `pauseMusic` whenever the route or the
 * member's `bgm` setting changes what should be heard.
 *
 * The real player (Tone.js, loaded lazily after the first user gesture:
 * browsers refuse audio before one) comes in a later issue. Until then these
 * actions only record the intent. A player plugs in with `setMusicPlayer`;
 * it is told the current intent at once, then every change.
 */
export type MusicIntent = 'playing' | 'paused';

/** What a music player must do for the session; the Tone.js player implements it. */
export interface MusicPlayer {
  play(): void;
  pause(): void;
}

let intent: MusicIntent = 'paused';
let player: MusicPlayer | null = null;

/** Plugs a player in (or out with null); it starts in the current intent. */
export function setMusicPlayer(next: MusicPlayer | null): void {
  player = next;
  if (!player) return;
  if (intent === 'playing') player.play();
  else player.pause();
}

/** The session machine's `playMusic`. */
export function playMusic(): void {
  intent = 'playing';
  player?.play();
}

/** The session machine's `pauseMusic`. */
export function pauseMusic(): void {
  intent = 'paused';
  player?.pause();
}

/** What the session last asked for. */
export function musicIntent(): MusicIntent {
  return intent;
}
