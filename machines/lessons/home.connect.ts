import type { SnapshotFrom } from 'xstate';
import { radicalsOf } from '../rules/curriculum';
import type { homeMachine } from './home.machine';
import type { HomeRadical, HomeWord } from './home.types';

/** What the child's home shows (issue 28 §4), read from a home snapshot. Pure: the page renders it and sends events. */
export interface HomeRadicalTile {
  id: number;
  /** The radical's character: its picture. */
  radical: string;
  name: string;
  english: string;
  complete: boolean;
  /** The one to carry on with. */
  current: boolean;
}

export interface HomeGoOn {
  radical: HomeRadical;
  /** The next word (picture and sound), once known; null: the button leads to the lesson track. */
  word: HomeWord | null;
  /** The word's explanation was seen: its challenge is next. */
  explained: boolean;
  /** `word.play` accepted. */
  canPlay: boolean;
}

export interface HomeView {
  status: 'loading' | 'failed' | 'ready';
  /** The server's message when loading failed (`home.retry` then). */
  error: string | null;
  /** The big button; null while loading, or when every lesson is finished (`allDone`). */
  goOn: HomeGoOn | null;
  allDone: boolean;
  /** Every radical of the curriculum, in the order of the navigation, as pictures to tap. */
  radicals: HomeRadicalTile[];
}

export function connectHome(snapshot: SnapshotFrom<typeof homeMachine>): HomeView {
  const { context } = snapshot;
  const status = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready';
  const radical = context.radical;
  return {
    status,
    error: status === 'failed' ? (context.error?.message ?? null) : null,
    goOn:
      status === 'ready' && radical
        ? {
            radical,
            word: context.next?.word ?? null,
            explained: context.next?.explained ?? false,
            canPlay: snapshot.can({ type: 'word.play' }),
          }
        : null,
    allDone: status === 'ready' && radical === null,
    radicals: radicalsOf(context.categories ?? []).map((r) => ({
      id: r.id,
      radical: r.radical,
      name: r.name,
      english: r.english,
      complete: r.is_complete === 1,
      current: r.id === radical?.id,
    })),
  };
}
