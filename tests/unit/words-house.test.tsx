import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/api/schema';
import { SEARCH_DELAY_MS } from '../../machines/wordsHouse/wordsHouse.machine';
import { makeChild, makeMember, type MemberOverrides } from '../fixtures/member';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import { startApp } from '../support/app';
import { localeFromPath } from '../../src/i18n/locales';
import WordsHousePage from '../../src/pages/wordsHouse/WordsHouse';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * /words-house as a child meets it: rendered in jsdom with the real catalogs,
 * the real API client (fetch stubbed: the requests that leave the browser are
 * checked), the page's real machine and the root actor, on a fake clock (the
 * search waits for the child to stop typing).
 */

type Word = components['schemas']['Word'];
type MapEntry = components['schemas']['WordsMapEntry'];

function word(fields: Partial<Word> & Pick<Word, 'id' | 'word' | 'level'>): Word {
  return {
    radical_id: 1,
    lesson_id: 1,
    pinyin: '',
    zhuyin: '',
    phonetic: '',
    ruby: [],
    english: '',
    sense: null,
    explain: '',
    is_collected: 1,
    is_due: 0,
    due_at: null,
    difficulty: 'easy',
    image: null,
    strokes: [],
    show_background_color_code: '#ffffff',
    word_background_color_code: '#ffffff',
    word_font_color_code: '#000000',
    word_examples: [],
    sentence_examples: [],
    ...fields,
  };
}

/** The map's entry of a word; its lesson is open unless `access` says otherwise. */
function entry(w: Word, access: MapEntry['access'] = lessonAccess.get(w.id) ?? 'open'): MapEntry {
  const { id, word: text, pinyin, zhuyin, phonetic, english, image, level, radical_id, lesson_id, is_collected, is_due } = w;
  return { word_id: id, word: text, pinyin, zhuyin, phonetic, english, image, level, radical_id, lesson_id, is_collected, is_due, access };
}

const mama = word({ id: 11, word: '媽媽', pinyin: 'mā ma', zhuyin: 'ㄇㄚ ˙ㄇㄚ', phonetic: 'ㄇㄚ ˙ㄇㄚ', english: 'mom', level: 'yellow', is_due: 1 });
const tree = word({ id: 21, word: '木', pinyin: 'mù', zhuyin: 'ㄇㄨˋ', phonetic: 'ㄇㄨˋ', english: 'wood', level: 'red' });
const woods = word({ id: 22, word: '林', pinyin: 'lín', zhuyin: 'ㄌㄧㄣˊ', phonetic: 'ㄌㄧㄣˊ', english: 'woods', level: 'pink' });
const forest = word({
  id: 23, word: '森', pinyin: 'sēn', zhuyin: 'ㄙㄣ', phonetic: 'ㄙㄣ', english: 'forest', level: 'white',
  is_collected: 0, radical_id: 2, lesson_id: 6,
});

/** Not collected, of a lesson that comes later (the order), and of a new lesson behind the paid wall. */
const grove = word({ id: 24, word: '樹', pinyin: 'shù', english: 'tree', level: 'white', is_collected: 0, radical_id: 2, lesson_id: 7 });
const lips = word({ id: 32, word: '唇', pinyin: 'chún', english: 'lips', level: 'white', is_collected: 0, radical_id: 3, lesson_id: 9 });
const lessonAccess = new Map<number, MapEntry['access']>([
  [grove.id, 'locked'],
  [lips.id, 'membershipRequired'],
]);

interface Sent {
  method: string;
  path: string;
  search: string | null;
  childId: string | null;
}

/** A refusal as the server sends it: HTTP status, status code and message. */
interface Refusal {
  http: number;
  code: string;
  message: string;
}

/** Stubs fetch: learned/words answers `learned`, the map answers `find(search)`, GET challenge `challenge` (a refusal, else null). */
function fakeApi(learned: Word[], find: (search: string) => Word[] = () => [], challenge: Refusal | null = null, lists: unknown[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const search = url.searchParams.get('search');
    sent.push({ method: request.method, path, search, childId: request.headers.get('Child-Id') });
    if (challenge && path.startsWith('/challenge/')) {
      return new Response(JSON.stringify({ status: { code: challenge.code, message: challenge.message }, data: null }), {
        status: challenge.http,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const data =
      path === '/learned/words' ? learned : path === '/radicals/lessons/words/map' ? find(search ?? '').map((w) => entry(w)) : path === '/schoolLists' ? lists : null;
    return new Response(JSON.stringify({ status: { code: '1', message: 'success' }, data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function Page() {
  return useMember() ? <WordsHousePage /> : null;
}

function renderAt(path: string, setting: MemberOverrides['setting'] = {}) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const prefix = path.startsWith('/en') ? '/en' : path.startsWith('/cn') ? '/cn' : '';
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route
        element={
          <>
            <Outlet />
            <Location />
          </>
        }
      >
        <Route path={`${prefix}/words-house`} element={<Page />} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const member = makeMember({ child: [makeChild({ id: 11 })], setting });
  const app = startApp(router, { member });
  const send = vi.spyOn(app, 'send');
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { app, send };
}

/** Lets the calls answer and React render, without moving the clock. */
async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Types, then waits as long as the machine's search delay: the search is sent and answered. */
async function search(label: string, value: string) {
  type(label, value);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
  await flush();
}

function tile(text: string) {
  return screen.getByRole('button', { name: new RegExp(`^${text},`) });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/words-house', () => {
  it('says how to fill an empty house', async () => {
    const sent = fakeApi([]);
    renderAt('/en/words-house');
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Word Treasure House' })).toBeTruthy();
    expect(screen.getByText('Your treasure house is empty for now.')).toBeTruthy();
    expect(screen.getByText('Pass the challenge of a word in a lesson, and the word moves in here!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lessons' }).getAttribute('href')).toBe('/en/home');
    // the learned words, and the school lists for their shelf (none: no shelf)
    expect(sent.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { method: 'GET', path: '/learned/words', search: null, childId: '11' },
      { method: 'GET', path: '/schoolLists', search: null, childId: '11' },
    ]);
    expect(document.querySelector('.lists-shelf')).toBeNull();
  });

  it("gives the school lists a place of their own above the words, this week's first, each to practise or take the dictation", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const listWord = (tw: string, state: string, is_due: 0 | 1 = 0) => ({ tw, cn: tw, zhuyin: '', pinyin: '', word_id: null, no_strokes: [], state, last_dictation: null, due_at: null, is_due });
    const list = (id: number, name: string, dictation_day: string | null, created: number, words: ReturnType<typeof listWord>[]) => ({
      id,
      name,
      dictation_day,
      dictation_reading: 0,
      created_at: `${day(created)}T08:00:00.000Z`,
      ready: false,
      words,
    });
    fakeApi([mama], () => [], null, [
      list(2, '第四課', null, -20, [listWord('山', 'practising', 1)]),
      list(1, '第三課', day(2), -25, [listWord('飛', 'practising'), listWord('高', 'ready')]),
    ]);
    renderAt('/en/words-house');
    await flush();
    const shelf = screen.getByRole('region', { name: 'The words from school' });
    const cards = within(shelf).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards).toEqual(["This week's words · 第三課", '第四課']);
    const thisWeek = within(shelf).getAllByRole('region')[0]!;
    expect([...thisWeek.querySelectorAll('.list-card-word')].map((chip) => [chip.textContent, chip.getAttribute('data-state')])).toEqual([
      ['飛', 'practising'],
      ['高 ✔', 'ready'],
    ]);
    expect(within(thisWeek).getByRole('link', { name: 'Dictation' }).getAttribute('href')).toBe('/en/this-week/1/dictation');
    // an older list's word whose own memory is due again wears the clock
    const older = within(shelf).getAllByRole('region')[1]!;
    expect(within(older).getByRole('img', { name: 'time to review' })).toBeTruthy();
    expect(within(thisWeek).queryByRole('img', { name: 'time to review' })).toBeNull();
  });

  it('shows the learned words as tiles in their level colours, the due words first, with the level counts', async () => {
    fakeApi([mama, tree, woods]);
    renderAt('/en/words-house', { second_language: 'english', phonetic_symbol: 'phonetic' });
    await flush();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Time to review (1)', 'Mastered (1)', 'Remembered (1)']);
    expect(tile('媽媽').getAttribute('data-level')).toBe('yellow');
    expect(tile('木').getAttribute('data-level')).toBe('red');
    expect(tile('林').getAttribute('data-level')).toBe('pink');
    expect(tile('媽媽').getAttribute('aria-label')).toBe('媽媽, ㄇㄚ ˙ㄇㄚ, mom, Still learning, time to review');
    expect(within(tile('木')).getByText('wood')).toBeTruthy();
    const levels = screen.getByRole('list', { name: 'Word levels' });
    expect([...levels.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Mastered1',
      'Remembered1',
      'Still learning1',
      'Not collected yet',
    ]);
  });

  it('hides the English when the second language is off', async () => {
    fakeApi([tree]);
    renderAt('/en/words-house', { second_language: 'none' });
    await flush();
    expect(tile('木').getAttribute('aria-label')).toBe('木, ㄇㄨˋ, Mastered');
    expect(within(tile('木')).queryByText('wood')).toBeNull();
  });

  it('explains the four levels in the level-info modal', async () => {
    fakeApi([tree]);
    renderAt('/en/words-house');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /What do the colors mean\?/ }));
    const dialog = screen.getByRole('dialog', { name: 'What the colors mean' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual(['Red', 'Pink', 'Yellow', 'White']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the explanation of a collected word', async () => {
    fakeApi([tree]);
    renderAt('/en/words-house');
    await flush();
    fireEvent.click(tile('木'));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/en/explaining/21');
  });

  it('searches once the child stops typing, and says plainly when nothing is found', async () => {
    const sent = fakeApi([tree], (text) => (text === 'sen' ? [forest] : []));
    renderAt('/en/words-house');
    await flush();
    type('Find a word', 's');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50));
    type('Find a word', 'sen');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 50));
    expect(screen.getByRole('status').textContent).toBe('Looking for “sen”…');
    expect(sent.filter((s) => s.path === '/radicals/lessons/words/map')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await flush();
    expect(sent.filter((s) => s.path === '/radicals/lessons/words/map')).toEqual([
      { method: 'POST', path: '/radicals/lessons/words/map', search: 'sen', childId: '11' },
    ]);
    expect(tile('森').getAttribute('data-level')).toBe('white');
    expect(screen.queryByRole('button', { name: /^木,/ })).toBeNull();
    expect(screen.getByText('1 word found')).toBeTruthy();

    await search('Find a word', 'zzz');
    expect(screen.getByText('Nothing found for “zzz”.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Find a word') as HTMLInputElement).value).toBe('');
    expect(tile('木')).toBeTruthy();
  });

  it('offers the challenge of a word not collected yet', async () => {
    fakeApi([tree], () => [tree, forest]);
    const { send } = renderAt('/en/words-house', { second_language: 'english' });
    await flush();
    await search('Find a word', 'forest');
    fireEvent.click(tile('森'));
    const dialog = screen.getByRole('dialog', { name: 'Not collected yet' });
    expect(within(dialog).getByText('森')).toBeTruthy();
    expect(within(dialog).getByText('forest')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take the challenge' }));
    expect(send).toHaveBeenCalledWith({
      type: 'challenge.open',
      request: { game: 'word', radicalId: 2, lessonId: 6, wordId: 23, from: 'wordsHouse' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says that the lesson of a word comes later, with no challenge to take', async () => {
    fakeApi([tree], () => [forest, grove]);
    const { send } = renderAt('/en/words-house');
    await flush();
    await search('Find a word', 'tree');
    fireEvent.click(tile('樹'));
    const dialog = screen.getByRole('dialog', { name: 'Not collected yet' });
    expect(
      within(dialog).getByText("This word's lesson comes later. Finish the earlier lessons first, then you can take its challenge!"),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Take the challenge' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'challenge.open' }));
  });

  it('shows the paid-membership message for a new lesson without membership, with no challenge and no way to buy', async () => {
    fakeApi([tree], () => [lips]);
    renderAt('/words-house');
    await flush();
    await search('找字詞', 'lips');
    fireEvent.click(tile('唇'));
    const dialog = screen.getByRole('dialog', { name: '還沒收集' });
    expect(within(dialog).getByText('要加入付費會員，才能繼續學習之旅喔！')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '去挑戰' })).toBeNull();
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
  });

  it('says in the child’s language that a challenge could not start, until it is dismissed', async () => {
    fakeApi([tree], () => [forest], { http: 422, code: '422', message: 'Finish the lessons before this one first' });
    const { app, send } = renderAt('/en/words-house');
    await flush();
    await search('Find a word', 'forest');
    fireEvent.click(tile('森'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take the challenge' }));
    // the games module is a lazy chunk: its import is real I/O, not a timer
    await vi.waitFor(() => expect(app.getSnapshot().matches({ play: { challenge: 'loading' } })).toBe(false), { timeout: 30_000 });
    await flush();
    const alert = screen.getByRole('dialog', { name: 'The challenge could not start' });
    expect(within(alert).getByText('Finish the lessons before this one first')).toBeTruthy();
    expect(screen.getByTestId('location').textContent, 'the child stays in the words house').toBe('/en/words-house');
    fireEvent.click(within(alert).getByRole('button', { name: 'Got it' }));
    expect(send).toHaveBeenCalledWith({ type: 'challenge.dismiss' });
    expect(app.getSnapshot().matches({ play: { challenge: 'none' } })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the due words as one challenge', async () => {
    fakeApi([mama, tree]);
    const { send } = renderAt('/en/words-house');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Review this word' }));
    expect(send).toHaveBeenCalledWith({ type: 'challenge.open', request: { game: 'words', wordIds: [11] } });
  });

  it('shows back-to-top once the child has scrolled, and scrolls up with it', async () => {
    fakeApi([tree]);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderAt('/en/words-house');
    await flush();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      window.scrollY = 800;
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('speaks Taiwan Chinese by default and mainland Chinese under /cn', async () => {
    fakeApi([]);
    renderAt('/words-house');
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: '字寶屋' })).toBeTruthy();
    expect(screen.getByText('你的字寶屋現在還是空的。')).toBeTruthy();
    cleanup();
    fakeApi([mama]);
    renderAt('/cn/words-house', { language: 'cn' });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: '字宝屋' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复习这 1 个字词' })).toBeTruthy();
    expect(tile('媽媽').querySelector('[lang]')?.getAttribute('lang')).toBe('zh-Hans');
  });
});
