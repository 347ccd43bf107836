import type HanziWriter from 'hanzi-writer';
import type { CharacterJson } from 'hanzi-writer';

/**
 * hanzi-writer, loaded only where a character is drawn or written (a lazy chunk of its own),
 * with its stroke data from our own API: hanzi-writer's default loader would fetch it from a
 * CDN, a third-party request a child's app must never make (NOTES.md).
 *
 * A word's `strokes` (GET word/{id}, challenge/…, review/…) name the file of each character
 * in the member's script: Taiwan (MOE) order for `tw` where we have it (`order: 'standard'`),
 * the mainland order otherwise (`order: 'mainland'`, which the screen says).
 */
export interface StrokeSource {
  char: string;
  url: string;
  order: 'standard' | 'mainland';
}

export type HanziWriterClass = typeof HanziWriter;

let loading: Promise<HanziWriterClass> | null = null;

/** The HanziWriter class, imported once on first use. */
export function loadHanziWriter(): Promise<HanziWriterClass> {
  loading ??= import('hanzi-writer').then((module) => module.default);
  return loading;
}

const strokeData = new Map<string, Promise<CharacterJson>>();

/** One character's stroke data from our API, fetched once per URL. */
export function fetchStrokeData(url: string): Promise<CharacterJson> {
  let data = strokeData.get(url);
  if (!data) {
    data = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`stroke data ${url}: HTTP ${response.status}`);
      return response.json() as Promise<CharacterJson>;
    });
    data.catch(() => strokeData.delete(url));
    strokeData.set(url, data);
  }
  return data;
}

/** A `charDataLoader` for HanziWriter.create that reads the word's own stroke files, never a CDN. */
export function charDataLoaderFor(sources: readonly StrokeSource[]) {
  return (char: string, onLoad: (data: CharacterJson) => void, onError: (reason?: unknown) => void) => {
    const source = sources.find((s) => s.char === char);
    if (!source) {
      onError(new Error(`no stroke data for ${char}`));
      return;
    }
    fetchStrokeData(source.url).then(onLoad, onError);
  };
}
