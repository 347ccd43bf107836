import { describe, expect, it } from 'vitest';
import { isPlainText, UNSAFE_TEXT_MESSAGE } from '../../../machines/rules/text';

/**
 * Issue 10: single-line text a user types (nicknames, names, bank details) takes no control
 * characters and no bidirectional controls, which hide or reorder what is shown.
 */
describe('plain single-line text', () => {
  it('takes names in any script, with spaces, accents, emoji and the joiners emoji use', () => {
    for (const text of ['小明', '王 小明', 'Zoë', 'María José', "O'Brien", 'Мария', 'محمد', '👩‍👧', 'Ａｂｃ', '']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses every C0 control, DEL and every C1 control', () => {
    const codes = [
      ...Array.from({ length: 0x20 }, (_, i) => i),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
    ];
    for (const code of codes) {
      expect(isPlainText(`小${String.fromCharCode(code)}明`), code.toString(16)).toBe(false);
    }
  });

  it('refuses the bidirectional controls: embeddings, overrides, isolates, marks', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c]) {
      expect(isPlainText(`abc${String.fromCharCode(code)}def`), code.toString(16)).toBe(false);
    }
  });

  it('takes the neighbours of those ranges', () => {
    for (const code of [0x20, 0x7e, 0xa0, 0x2029, 0x202f, 0x2065, 0x206a, 0x200a, 0x2010, 0x061b, 0xfefe, 0xff01]) {
      expect(isPlainText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
  });

  it('refuses the zero-width characters and the BOM (issue 26)', () => {
    for (const code of [0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2064, 0xfeff]) {
      const ch = String.fromCharCode(code);
      for (const text of [`小${ch}明`, `${ch}小明`, `小明${ch}`, ch]) {
        expect(isPlainText(text), `${code.toString(16)} in ${JSON.stringify(text)}`).toBe(false);
      }
    }
  });

  it('takes the zero-width joiner only inside an emoji sequence', () => {
    for (const text of ['👩‍👧', '👨‍👩‍👧‍👦', '🏳️‍🌈', '小明 👩‍💻', '🧑🏽‍🚀']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['小\u200d明', '👩\u200d', '\u200d👧', 'a\u200d👧', '👩\u200d明', '👩\u200d\u200d👧']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('says so with one message id, the same on both sides', () => {
    expect(UNSAFE_TEXT_MESSAGE).toBe('Must not contain control or text-direction characters');
  });
});
