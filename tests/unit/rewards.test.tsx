import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localDay } from '../../machines/rules/localDay';
import { makeChild, makeMember } from '../fixtures/member';
import { stubApi, type StubReply } from '../fixtures/learning';
import { renderApp } from '../support/app';

/*
 * The rewards screens as a child meets them: /task (the daily task), /personal (the
 * badges) and /personal/collection (the stickers), with the app's routes and root
 * actor, the real API client with fetch stubbed (the calls that leave the browser are
 * checked), the screens' machines and the real catalogs.
 */

const child = makeChild({ id: 11, name: 'Xiaoming', star: 12, is_default: 1 });
const memberWith = (daily_task: 0 | 1) => makeMember({ child: [child], setting: { daily_task, daily_task_times: 2 } });

const award = (id: number, kind: 'lessons' | 'missions', target: number, progress: number, has_sticker: 0 | 1, name: string, english: string) => ({
  id,
  name,
  english,
  white_picture: `/api/awards/pictures/w${id}.svg`,
  black_picture: `/api/awards/pictures/b${id}.svg`,
  has_sticker,
  kind,
  target,
  progress,
});

const AWARDS = [
  award(1, 'lessons', 1, 1, 1, '第一課', 'First lesson'),
  award(2, 'lessons', 3, 2, 0, '三課小達人', 'Three lessons'),
  award(8, 'missions', 1, 1, 1, '完成每日打卡', 'Daily check-in done'),
  award(9, 'missions', 3, 1, 0, '打卡三次', 'Three check-ins'),
];

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => localDay(new Date());
const yesterday = () => localDay(new Date(Date.now() - DAY_MS));

function mission(todayStars: number) {
  return {
    current_days: todayStars >= 2 ? 2 : 1,
    target_days: 3,
    mission_items: [
      { collected_date: yesterday(), current_star: 2, target_stars: 2 },
      { collected_date: todayStars > 0 ? today() : null, current_star: todayStars, target_stars: 2 },
      { collected_date: null, current_star: 0, target_stars: 2 },
    ],
  };
}

type Replies = Partial<Record<string, () => StubReply>>;

function api(replies: Replies = {}) {
  const defaults: Record<string, () => StubReply> = {
    '/dailyMissions': () => ({ data: mission(1) }),
    '/check/children/mission': () => ({ data: { is_completed: 0 } }),
    '/check/children/award': () => ({ data: { awards: [] } }),
    '/member/awards': () => ({ data: AWARDS }),
    '/member/stickerCollection': () => ({
      data: AWARDS.map(({ id, name, english, white_picture, black_picture, has_sticker }) => ({ id, name, english, white_picture, black_picture, has_sticker })),
    }),
  };
  return stubApi((path) => (replies[path] ?? defaults[path])?.());
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/task', () => {
  it("shows one circle per day with its stars, today's lessons left, the check-in stickers and a close button", async () => {
    const sent = api();
    renderApp('/en/task', { member: memberWith(1) });
    const progress = await screen.findByRole('region', { name: 'Daily check-in' });
    expect(progress.textContent).toContain('1 of 3 days done');
    const days = within(progress).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Day 1: 2 of 2 stars, done',
      'Day 2: 1 of 2 stars, today',
      'Day 3: 0 of 2 stars, not yet',
    ]);
    expect(within(progress).getByRole('status').textContent).toBe('Complete 1 more lesson today.');
    expect(within(progress).getByRole('link', { name: 'Go to my lesson' }).getAttribute('href')).toBe('/en/lesson');

    const stickers = screen.getByRole('region', { name: 'Check-in stickers' });
    const images = within(stickers).getAllByRole('listitem');
    expect(images.map((item) => item.textContent)).toEqual(['Daily check-in doneGot it!', 'Three check-insComplete 3 daily check-ins']);
    expect(images.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/awards/pictures/w8.svg',
      '/api/awards/pictures/b9.svg',
    ]);
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/en/home');

    // the mission is asked for with Locale-Type 1, for the current child, on the member's day
    const call = sent.find((c) => c.path === '/dailyMissions')!;
    expect(call.headers.get('Locale-Type')).toBe('1');
    expect(call.headers.get('Child-Id')).toBe('11');
    expect(call.headers.get('Local-Date')).toBe(today());
    // nothing is ever written from here: the server adds the stars
    expect(sent.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("says when today's task is done", async () => {
    api({ '/dailyMissions': () => ({ data: mission(2) }) });
    renderApp('/en/task', { member: memberWith(1) });
    expect(await screen.findByText('Today’s task is done. Come back tomorrow!'.replace('’', "'"))).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my lesson' })).toBeNull();
  });

  it('opens the completion modal when the server reports a completed mission, focus on its button', async () => {
    const done = { ...mission(2), current_days: 3, mission_items: mission(2).mission_items.map((item) => ({ ...item, collected_date: item.collected_date ?? today(), current_star: 2 })) };
    api({ '/dailyMissions': () => ({ data: done }), '/check/children/mission': () => ({ data: { is_completed: 1 } }) });
    renderApp('/en/task', { member: memberWith(1) });
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in complete!' });
    expect(dialog.textContent).toContain('You learned on 3 days. Well done!');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('You completed this daily check-in! Your next lesson starts a new one.')).toBeTruthy();
  });

  it('shows a new sticker after the completion modal closes, not on top of it', async () => {
    api({
      '/check/children/mission': () => ({ data: { is_completed: 1 } }),
      '/check/children/award': () => ({ data: { awards: [AWARDS[2]] } }),
    });
    renderApp('/en/task', { member: memberWith(1) });
    const complete = await screen.findByRole('dialog', { name: 'Daily check-in complete!' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(complete).getByRole('button', { name: 'OK' }));
    const sticker = await screen.findByRole('dialog', { name: 'You got a new sticker!' });
    expect(sticker.textContent).toContain('Daily check-in done');
  });

  it('says the daily task is off and how a parent turns it on, and asks the server nothing', async () => {
    const sent = api();
    renderApp('/en/task', { member: memberWith(0) });
    expect(await screen.findByText('The daily task is turned off.')).toBeTruthy();
    expect(screen.getByText('A parent can turn it on in Settings, under Learning settings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
    expect(sent.some((c) => c.path === '/dailyMissions')).toBe(false);
  });

  it('says when the mission could not be loaded, and loads it again', async () => {
    let calls = 0;
    api({ '/dailyMissions': () => (++calls === 1 ? { status: 500, code: '500', message: 'Server error' } : { data: mission(1) }) });
    renderApp('/en/task', { member: memberWith(1) });
    expect((await screen.findByRole('alert')).textContent).toBe('The daily task could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Daily check-in' })).toBeTruthy();
  });

  it('reads in Traditional Chinese', async () => {
    api();
    renderApp('/task', { member: memberWith(1) });
    const progress = await screen.findByRole('region', { name: '每日打卡' });
    expect(progress.textContent).toContain('已完成 1 / 3 天');
    expect(screen.getByRole('region', { name: '打卡貼紙' }).textContent).toContain('完成每日打卡');
  });
});

describe('/personal', () => {
  it('lists every badge, got or not got, with its progress and the next ones to earn', async () => {
    api();
    renderApp('/en/personal', { member: memberWith(1) });
    const badges = await screen.findByRole('region', { name: 'Badges' });
    const items = within(badges).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.award-name')?.textContent)).toEqual([
      'First lesson',
      'Three lessons',
      'Daily check-in done',
      'Three check-ins',
    ]);
    expect(items.map((item) => item.querySelector('.award-state')?.textContent)).toEqual(['Got it!', 'Not yet', 'Got it!', 'Not yet']);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/awards/pictures/w1.svg',
      '/api/awards/pictures/b2.svg',
      '/api/awards/pictures/w8.svg',
      '/api/awards/pictures/b9.svg',
    ]);
    expect(items[1]!.textContent).toContain('2 of 3 lessons');
    expect(within(items[1]!).getByRole('progressbar', { name: 'Progress toward Three lessons' }).getAttribute('value')).toBe('2');

    const next = screen.getByRole('region', { name: 'Next badges' });
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 more lesson to earn “Three lessons”',
      '2 more daily check-ins to earn “Three check-ins”',
    ]);
    for (const [name, href] of [
      ['My stickers', '/en/personal/collection'],
      ['Picture books', '/en/personal/picture-book'],
      ['Coloring pictures', '/en/personal/paint'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('names the badges in the child’s script in Chinese', async () => {
    api();
    renderApp('/cn/personal', { member: memberWith(1) });
    const badges = await screen.findByRole('region', { name: '奖章' });
    expect(badges.textContent).toContain('三課小達人');
    expect(screen.getByRole('region', { name: '下一个奖章' }).textContent).toContain('再学 1 课，就能得到“三課小達人”');
  });
});

describe('/personal/collection', () => {
  it('shows every sticker, got in colour and not got as a silhouette', async () => {
    api();
    renderApp('/en/personal/collection', { member: memberWith(1) });
    const collection = await screen.findByRole('region', { name: '2 of 4 stickers collected' });
    const items = within(collection).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'First lessonGot it!',
      'Three lessonsNot yet',
      'Daily check-in doneGot it!',
      'Three check-insNot yet',
    ]);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/awards/pictures/w1.svg',
      '/api/awards/pictures/b2.svg',
      '/api/awards/pictures/w8.svg',
      '/api/awards/pictures/b9.svg',
    ]);
    expect(screen.getByRole('link', { name: 'Back to my achievements' }).getAttribute('href')).toBe('/en/personal');
  });
});
