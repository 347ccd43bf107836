import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeChild, makeMember } from '../fixtures/member';
import { categoryTree, personRadical, personSchedule, stubApi } from '../fixtures/learning';
import { renderApp } from '../support/app';
import type { LessonSchedule } from '../../src/api/actors/lessons/learning';

/*
 * /lesson/{id} as a child meets it: the app's routes and root actor, the real
 * API client with fetch stubbed, the page's contentLoad and lessonProgression
 * machines, the real catalogs.
 */

const child = makeChild({ id: 11, name: 'Xiaoming', is_default: 1 });
const freeMember = makeMember({ type: null, child: [child], setting: { second_language: 'english' } });
const paidMember = makeMember({ type: 'monthly', child: [child] });

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(schedule: LessonSchedule) {
  return stubApi((path) => {
    if (path === '/radical/1') return { data: personRadical() };
    if (path === '/lesson/schedule/1') return { data: schedule };
    if (path === '/parentCategories') return { data: categoryTree([1, 2]) };
    return undefined;
  });
}

/** A lesson on the track, found by its title. */
function lesson(name: RegExp): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('the lesson track of a radical, in English', () => {
  it('shows the lessons with their words, opens the current one with its checklist, and says what is missing or locked', async () => {
    const sent = api(personSchedule(false, 'locked'));
    const { app } = renderApp('/en/lesson/1', { member: freeMember });
    expect(await screen.findByRole('heading', { level: 1, name: 'the person radical' })).toBeTruthy();
    expect(screen.getByText('A person is someone like you and me.')).toBeTruthy();

    const first = lesson(/Lesson 1 You, me and him/);
    expect(first.getAttribute('aria-current')).toBe('step');
    expect(within(first).getByText('Current lesson')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Lesson in progress' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Story' }).getAttribute('href')).toBe('/en/story?lesson=1');

    // word boxes: the word, its reading, its English (second language), its picture, its level, a star once passed
    const words = within(within(first).getByRole('list', { name: 'Words' })).getAllByRole('listitem');
    expect(words).toHaveLength(2);
    const you = within(words[0]!).getByRole('link');
    expect(you.getAttribute('href')).toBe('/en/explaining/101');
    expect(you.textContent).toContain('ㄋㄧˇ');
    expect(you.textContent).toContain('你');
    expect(you.textContent).toContain('you');
    expect(you.textContent).toContain('Mastered');
    expect(within(you).getByRole('img', { name: 'Star earned' })).toBeTruthy();
    expect(you.querySelector('img')?.getAttribute('src')).toBe('/api/content/pictures/you.svg');
    expect(words[0]!.style.getPropertyValue('--word-show-bg')).toBe('#FFF4D6');
    expect(words[0]!.style.getPropertyValue('--word-fg')).toBe('#3B2A1E');
    expect(within(words[1]!).getByRole('link').textContent).toContain('Not collected yet');
    expect(within(words[1]!).queryByRole('img', { name: 'Star earned' })).toBeNull();

    // lesson 2 waits for lesson 1, and says so; its words and story do not open yet
    const second = lesson(/Lesson 2 Everyone/);
    expect(within(second).getByText('Finish the lesson before this one first.')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Lesson not started' })).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).queryByRole('button')).toBeNull();

    // the current lesson is open with its checklist: 你 heard, 我 not yet, the story not yet
    const checklist = within(first).getByRole('list', { name: 'What this lesson needs' });
    expect(within(checklist).getByRole('link', { name: 'Open the word 你 and listen' }).getAttribute('href')).toBe('/en/explaining/101');
    expect(within(within(checklist).getByRole('link', { name: 'Open the word 你 and listen' })).getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(within(within(checklist).getByRole('link', { name: 'Open the word 我 and listen' })).getByRole('img', { name: 'Still to do' })).toBeTruthy();
    const story = within(checklist).getByRole('link', { name: 'Play the story to its end' });
    expect(story.getAttribute('href')).toBe('/en/story/video?lesson=1');
    expect(within(story).getByRole('img', { name: 'Still to do' })).toBeTruthy();

    // the challenge without the story: it says what is missing, with the way to it, and starts nothing
    const send = vi.spyOn(app, 'send');
    fireEvent.click(within(first).getByRole('button', { name: 'Start the challenge' }));
    const needs = await screen.findByRole('dialog', { name: 'First, these' });
    expect(within(needs).getByRole('link', { name: /Play the story to its end/ }).getAttribute('href')).toBe('/en/story/video?lesson=1');
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'challenge.open' }));
    fireEvent.click(within(needs).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // the next lesson, locked: it says why (lesson 1 and what it still needs), never nothing
    fireEvent.click(within(first).getByRole('button', { name: /Next lesson: lesson 2/ }));
    const locked = await screen.findByRole('dialog', { name: 'Lesson 2 is still locked' });
    expect(within(locked).getByText('First finish lesson 1:')).toBeTruthy();
    expect(within(locked).getByRole('link', { name: /我.*Open the word and listen/ }).getAttribute('href')).toBe('/en/explaining/102');
    expect(within(locked).getByRole('link', { name: /Play the story to its end/ })).toBeTruthy();
    expect(within(locked).getByText('Pass its challenge')).toBeTruthy();
    expect(within(locked).getByText("The lesson's challenge")).toBeTruthy();
    fireEvent.click(within(locked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // asked with Locale-Type 2 for the current child
    for (const path of ['/radical/1', '/lesson/schedule/1']) {
      const call = sent.find((c) => c.path === path);
      expect(call?.headers.get('Locale-Type'), path).toBe('2');
      expect(call?.headers.get('Child-Id'), path).toBe('11');
    }
  });

  it('starts the challenge through the root actor once the story was reached (the words it passes itself)', async () => {
    const schedule = personSchedule(false, 'locked');
    schedule.lessons[0]!.story = 1;
    api(schedule);
    const { app } = renderApp('/en/lesson/1', { member: freeMember });
    const first = await screen.findByRole('listitem', { name: /Lesson 1 You, me and him/ });
    const story = within(first).getByRole('link', { name: 'Play the story to its end' });
    expect(within(story).getByRole('img', { name: 'Done' })).toBeTruthy();
    const send = vi.spyOn(app, 'send');
    fireEvent.click(within(first).getByRole('button', { name: 'Start the challenge' }));
    expect(send).toHaveBeenCalledWith({ type: 'challenge.open', request: { game: 'lesson', radicalId: 1, lessonId: 1 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a new lesson needs a paid membership, with the way to the store, and the alert when it is asked for', async () => {
    api(personSchedule(true, 'membershipRequired'));
    renderApp('/en/lesson/1', { member: freeMember });
    const second = await screen.findByRole('listitem', { name: /Lesson 2 Everyone/ });
    expect(second.getAttribute('aria-current')).toBe('step');
    expect(within(second).getByText('You must join paid membership to continue your journey!')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Ask a grown-up: go to the store' }).getAttribute('href')).toBe('/en/store');
    expect(within(second).queryByRole('button', { name: 'Start the challenge' })).toBeNull();
    // not opened by itself: no alert on arrival
    expect(screen.queryByRole('dialog')).toBeNull();

    // lesson 1 is done: its star, its crown; it opens again, and its next-lesson link asks for lesson 2
    const first = lesson(/Lesson 1 You, me and him/);
    expect(within(first).getByRole('img', { name: 'Lesson done' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Crown: lesson complete' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Go to this lesson' }));
    fireEvent.click(within(first).getByRole('button', { name: /Next lesson: lesson 2/ }));
    const alert = await screen.findByRole('dialog', { name: 'Paid membership' });
    expect(alert.textContent).toContain('You must join paid membership to continue your journey!');
    expect(within(alert).getByRole('link', { name: 'Ask a grown-up: go to the store' }).getAttribute('href')).toBe('/en/store');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // back to lesson 1, still open
    expect(within(first).getByRole('button', { name: 'Start the challenge' })).toBeTruthy();
  });

  it('opens the new lesson for a paid member, with its challenge', async () => {
    api(personSchedule(true, 'open'));
    renderApp('/en/lesson/1', { member: paidMember });
    const second = await screen.findByRole('listitem', { name: /Lesson 2 Everyone/ });
    expect(within(second).getByRole('button', { name: 'Start the challenge' })).toBeTruthy();
    expect(within(second).queryByText('You must join paid membership to continue your journey!')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Story' }).getAttribute('href')).toBe('/en/story?lesson=2');
    // the last lesson has no next-lesson link
    expect(within(second).queryByRole('button', { name: /Next lesson/ })).toBeNull();
  });

  it('goes from /lesson to the track of the radical to carry on with', async () => {
    const sent = api(personSchedule(false, 'locked'));
    const { router } = renderApp('/en/lesson', { member: freeMember });
    // radicals 1 and 2 are complete: the next in the navigation is radical 4
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/lesson/4'));
    await waitFor(() => expect(sent.some((c) => c.path === '/radical/4')).toBe(true));
  });

  it('says when the track could not be loaded, and loads it again on request', async () => {
    let calls = 0;
    stubApi((path) => {
      if (path === '/radical/1') {
        calls += 1;
        return calls === 1 ? { status: 500, code: '500', message: 'Server error' } : { data: personRadical() };
      }
      if (path === '/lesson/schedule/1') return { data: personSchedule(false, 'locked') };
      return undefined;
    });
    renderApp('/en/lesson/1', { member: freeMember });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'the person radical' })).toBeTruthy();
  });
});

describe('the lesson track in Chinese', () => {
  it('reads in Simplified Chinese', async () => {
    api(personSchedule(false, 'locked'));
    renderApp('/cn/lesson/1', { member: freeMember });
    expect(await screen.findByRole('heading', { level: 1, name: '人字旁' })).toBeTruthy();
    const first = screen.getByRole('listitem', { name: /第 1 课/ });
    expect(within(first).getByText('当前课程')).toBeTruthy();
    expect(within(first).getByRole('button', { name: '开始挑战' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: /第 2 课/ })).getByText('要先完成前面的课，才能学这一课哦。')).toBeTruthy();
  });

  it('reads in Traditional Chinese, with the membership message', async () => {
    api(personSchedule(true, 'membershipRequired'));
    renderApp('/lesson/1', { member: freeMember });
    const second = await screen.findByRole('listitem', { name: /第 2 課/ });
    expect(within(second).getByRole('link', { name: '請家長帶你去商店' }).getAttribute('href')).toBe('/store');
    expect(within(screen.getByRole('listitem', { name: /第 1 課/ })).getByRole('img', { name: '皇冠：這一課完成了' })).toBeTruthy();
  });
});

describe("the child's school term on the track (issue 29)", () => {
  const setting = { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 1, write_hint: 1, eng_spell_hint: 1 } as const;
  const inTerm = (school_term: '1-1' | '1-2' | null) =>
    makeMember({ type: null, child: [makeChild({ id: 11, name: 'Xiaoming', is_default: 1, setting: { ...setting, school_term } })] });

  it("marks the lessons of the child's term, and only those: lesson 1 is 一上, lesson 2 一下", async () => {
    api(personSchedule(false, 'open', '1-2'));
    renderApp('/en/lesson/1', { member: inTerm('1-2') });
    await screen.findByRole('heading', { level: 1, name: 'the person radical' });
    expect(within(lesson(/Lesson 1 /)).queryByText('This term')).toBeNull();
    expect(within(lesson(/Lesson 2 /)).getByText('This term')).toBeTruthy();
    cleanup();

    api(personSchedule(false, 'locked', '1-1'));
    renderApp('/lesson/1', { member: inTerm('1-1') });
    const first = await screen.findByRole('listitem', { name: /第 1 課/ });
    expect(within(first).getByText('這學期')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: /第 2 課/ })).queryByText('這學期')).toBeNull();
    cleanup();

    api(personSchedule(false, 'locked', '1-1'));
    renderApp('/cn/lesson/1', { member: inTerm('1-1') });
    expect(within(await screen.findByRole('listitem', { name: /第 1 课/ })).getByText('这学期')).toBeTruthy();
  });

  it("opens the way: a child in 一下 starts at lesson 2, lesson 1 (一上) left open as review", async () => {
    api(personSchedule(false, 'open', '1-2'));
    renderApp('/en/lesson/1', { member: inTerm('1-2') });
    await screen.findByRole('heading', { level: 1, name: 'the person radical' });
    const second = lesson(/Lesson 2 /);
    expect(second.getAttribute('aria-current')).toBe('step');
    expect(within(second).getByText('Current lesson')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Lesson in progress' })).toBeTruthy();
    expect(within(second).queryByText('Finish the lesson before this one first.')).toBeNull();
    const first = lesson(/Lesson 1 /);
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(within(first).getByRole('img', { name: 'Lesson in progress' })).toBeTruthy();
  });

  it('marks nothing when no term is chosen', async () => {
    api(personSchedule(false, 'locked'));
    renderApp('/en/lesson/1', { member: inTerm(null) });
    await screen.findByRole('heading', { level: 1, name: 'the person radical' });
    expect(screen.getAllByRole('listitem', { name: /Lesson \d/ })).toHaveLength(2);
    expect(screen.queryByText('This term')).toBeNull();
  });
});
