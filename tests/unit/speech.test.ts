import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseVoice, mandarinRegion, SILENT_SYLLABLE_MS, speak, VOICE_LIST_WAIT_MS, type VoiceLike } from '../../src/audio/speech';

/*
 * The voice rule with fake voice lists (as Apple, Windows, Android and Chrome desktop list
 * them), and `speak` with a fake synthesizer: what is read, with which voice, and that the
 * screen is told when there is no voice.
 */

const v = (lang: string, localService: boolean, name = lang, isDefault = false): VoiceLike => ({
  lang,
  localService,
  name,
  default: isDefault,
});

const chromeDesktop = [
  v('en-US', false, 'Google US English', true),
  v('zh-CN', false, 'Google 普通话（中国大陆）'),
  v('zh-TW', false, 'Google 國語（臺灣）'),
  v('zh-HK', false, 'Google 粤語（香港）'),
];
const apple = [v('en-US', true, 'Samantha', true), v('zh-CN', true, 'Tingting'), v('zh-TW', true, 'Meijia'), v('zh-HK', true, 'Sinji')];
const windows = [v('en-US', true, 'Microsoft David', true), v('zh-CN', true, 'Microsoft Huihui'), v('zh-TW', true, 'Microsoft Hanhan')];
const android = [v('zh_CN', true, 'cmn-cn-x-ccc-local'), v('zh_TW', true, 'cmn-tw-x-ctd-local'), v('yue_HK', true, 'yue-hk-x-jar-local')];

describe('chooseVoice', () => {
  it('takes the device voice of the script: zh-TW for tw, zh-CN for cn', () => {
    expect(chooseVoice(apple, 'tw')?.name).toBe('Meijia');
    expect(chooseVoice(apple, 'cn')?.name).toBe('Tingting');
    expect(chooseVoice(windows, 'tw')?.name).toBe('Microsoft Hanhan');
    expect(chooseVoice(android, 'tw')?.name).toBe('cmn-tw-x-ctd-local');
    expect(chooseVoice(android, 'cn')?.name).toBe('cmn-cn-x-ccc-local');
  });

  it('never takes a network voice, even when it is the only Chinese one', () => {
    expect(chooseVoice(chromeDesktop, 'tw')).toBeNull();
    expect(chooseVoice(chromeDesktop, 'cn')).toBeNull();
    expect(chooseVoice([...chromeDesktop, v('zh-CN', true, 'local mainland')], 'tw')?.name).toBe('local mainland');
  });

  it("falls back to the other region's Mandarin, then to any Mandarin, never to Cantonese", () => {
    expect(chooseVoice([v('zh-HK', true), v('zh-CN', true, 'mainland')], 'tw')?.name).toBe('mainland');
    expect(chooseVoice([v('zh-SG', true, 'singapore'), v('zh-TW', true, 'taiwan')], 'cn')?.name).toBe('taiwan');
    expect(chooseVoice([v('zh-HK', true), v('zh', true, 'plain zh')], 'cn')?.name).toBe('plain zh');
    expect(chooseVoice([v('zh-HK', true), v('yue-Hant-HK', true), v('en-US', true)], 'tw')).toBeNull();
    expect(chooseVoice([], 'tw')).toBeNull();
  });

  it('prefers the default voice among equals, else the first listed', () => {
    expect(chooseVoice([v('zh-TW', true, 'first'), v('zh-TW', true, 'default', true)], 'tw')?.name).toBe('default');
    expect(chooseVoice([v('zh-TW', true, 'first'), v('zh-TW', true, 'second')], 'tw')?.name).toBe('first');
  });

  it('reads the region from every way a tag is written', () => {
    expect(mandarinRegion('zh_TW')).toBe('tw');
    expect(mandarinRegion('cmn-Hant-TW')).toBe('tw');
    expect(mandarinRegion('zh-Hant')).toBe('tw');
    expect(mandarinRegion('ZH-cn')).toBe('cn');
    expect(mandarinRegion('cmn-Hans-CN')).toBe('cn');
    expect(mandarinRegion('zh-SG')).toBe('other');
    expect(mandarinRegion('zh-HK')).toBeNull();
    expect(mandarinRegion('zh-yue')).toBeNull();
    expect(mandarinRegion('ja-JP')).toBeNull();
  });
});

/** A synthesizer as the browser has it: a voice list that may arrive late, and utterances it ends when told. */
function fakeSynth(voices: VoiceLike[], { late = false } = {}) {
  let list = late ? [] : voices;
  const listeners = new Set<() => void>();
  const spoken: { text: string; voice: unknown; lang: string; rate: number; end: () => void; fail: (error: string) => void }[] = [];
  const synth = {
    getVoices: () => list,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    cancel: vi.fn(),
    speak: (u: FakeUtterance) =>
      spoken.push({
        text: u.text,
        voice: u.voice,
        lang: u.lang,
        rate: u.rate,
        end: () => u.onend?.(),
        fail: (error) => u.onerror?.({ error }),
      }),
    arrive: () => {
      list = voices;
      listeners.forEach((fn) => fn());
    },
  };
  return { synth, spoken };
}

class FakeUtterance {
  voice: unknown = null;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

describe('speak', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads the text with the chosen voice, a little slower, and resolves when it is read', async () => {
    const { synth, spoken } = fakeSynth(windows);
    const result = speak({ text: '人', script: 'tw' }, { synth: synth as never });
    await vi.advanceTimersByTimeAsync(0);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: '人', lang: 'zh-TW', rate: 0.8 });
    expect((spoken[0]!.voice as VoiceLike).lang).toBe('zh-TW');
    spoken[0]!.end();
    await expect(result).resolves.toBe('spoken');
  });

  it('waits for a voice list that arrives late', async () => {
    const { synth, spoken } = fakeSynth(apple, { late: true });
    const result = speak({ text: '妈妈', script: 'cn' }, { synth: synth as never });
    await vi.advanceTimersByTimeAsync(100);
    expect(spoken).toHaveLength(0);
    synth.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(spoken[0]!.lang).toBe('zh-CN');
    spoken[0]!.end();
    await expect(result).resolves.toBe('spoken');
  });

  it("says 'noVoice' when the list stays empty, only network voices, or no synthesizer at all", async () => {
    const empty = fakeSynth([], { late: true });
    const waiting = speak({ text: '人', script: 'tw' }, { synth: empty.synth as never });
    await vi.advanceTimersByTimeAsync(VOICE_LIST_WAIT_MS);
    await expect(waiting).resolves.toBe('noVoice');

    const network = fakeSynth(chromeDesktop);
    await expect(speak({ text: '人', script: 'tw' }, { synth: network.synth as never })).resolves.toBe('noVoice');
    expect(network.spoken).toHaveLength(0);

    await expect(speak({ text: '人', script: 'tw' }, { synth: null })).resolves.toBe('noVoice');
  });

  it('plays a text word by word from the recordings where the device has no local Chinese voice (issue 28 §1)', async () => {
    const sentence = { text: '天黑了，月亮。', script: 'tw' as const, zhuyin: 'ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ ㄩㄝˋ ㄌㄧㄤˋ', ruby: ['ㄊㄧㄢ', 'ㄏㄟ', '˙ㄌㄜ', '', 'ㄩㄝˋ', 'ㄌㄧㄤˋ', ''] };
    for (const synth of [fakeSynth(chromeDesktop).synth, null]) {
      const played: string[][] = [];
      const playRecordings = async (phrases: string[]) => void played.push(phrases);
      await expect(speak(sentence, { synth: synth as never, playRecordings })).resolves.toBe('spoken');
      expect(played, 'its phrases, as the punctuation parts them').toEqual([['ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ', 'ㄩㄝˋ ㄌㄧㄤˋ']]);
    }
    // a local voice reads it itself
    const local = fakeSynth(apple);
    const played: string[][] = [];
    const reading = speak(sentence, { synth: local.synth as never, playRecordings: async (p) => void played.push(p) });
    await vi.advanceTimersByTimeAsync(0);
    local.spoken[0]!.end();
    await expect(reading).resolves.toBe('spoken');
    expect(played).toEqual([]);
  });

  it('keeps quiet while muted: nothing read or played, the text takes its time in silence', async () => {
    const { synth, spoken } = fakeSynth(apple);
    const played: string[][] = [];
    let done = false;
    const muted = speak(
      { text: '大人', script: 'tw', zhuyin: 'ㄉㄚˋ ㄖㄣˊ', ruby: ['ㄉㄚˋ', 'ㄖㄣˊ'] },
      { synth: synth as never, isMuted: () => true, playRecordings: async (p) => void played.push(p) },
    ).then((r) => ((done = true), r));
    await vi.advanceTimersByTimeAsync(2 * SILENT_SYLLABLE_MS - 1);
    expect(done, 'still telling it').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(muted).resolves.toBe('spoken');
    expect(spoken).toEqual([]);
    expect(played).toEqual([]);
  });

  it('rejects when the synthesizer fails, and cancels (not a failure) when stopped', async () => {
    const failing = fakeSynth(apple);
    const result = speak({ text: '人', script: 'tw' }, { synth: failing.synth as never });
    await vi.advanceTimersByTimeAsync(0);
    failing.spoken[0]!.fail('synthesis-failed');
    await expect(result).rejects.toThrow('synthesis-failed');

    const stopped = fakeSynth(apple);
    const controller = new AbortController();
    const pending = speak({ text: '人', script: 'tw' }, { synth: stopped.synth as never, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    stopped.synth.cancel.mockClear();
    controller.abort();
    expect(stopped.synth.cancel).toHaveBeenCalled();
    stopped.spoken[0]!.fail('interrupted');
    await expect(pending).resolves.toBe('spoken');
  });
});
