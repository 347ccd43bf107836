import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Ruby } from '../../src/components/Ruby';

/* The reading above each character: <ruby> markup, one reading per code point. */

afterEach(cleanup);

function rubyOf(container: HTMLElement) {
  return [...container.querySelectorAll('.ruby-text > *')].map((el) =>
    el.tagName === 'RUBY' ? [el.firstChild!.textContent, el.querySelector('rt')!.textContent] : [el.textContent, null],
  );
}

describe('Ruby', () => {
  it('puts each reading over its own character, punctuation without one', () => {
    const { container } = render(<Ruby text="你好，我。" ruby={['nǐ', 'hǎo', '', 'wǒ', '']} script="tw" />);
    expect(rubyOf(container)).toEqual([
      ['你', 'nǐ'],
      ['好', 'hǎo'],
      ['，', null],
      ['我', 'wǒ'],
      ['。', null],
    ]);
    // fallback parentheses for browsers without ruby, hidden where ruby is supported
    expect(container.querySelectorAll('rp')).toHaveLength(6);
    expect(container.querySelector('.ruby-text')!.getAttribute('lang')).toBe('zh-Hant');
  });

  it('marks the simplified script and zhuyin readings', () => {
    const { container } = render(<Ruby text="妈妈" ruby={['ㄇㄚ', '˙ㄇㄚ']} script="cn" />);
    const span = container.querySelector('.ruby-text')!;
    expect(span.getAttribute('lang')).toBe('zh-Hans');
    expect(span.classList.contains('ruby-text--zhuyin')).toBe(true);
    expect(rubyOf(container)).toEqual([
      ['妈', 'ㄇㄚ'],
      ['妈', '˙ㄇㄚ'],
    ]);
  });

  it('counts characters by code point, so a character outside the BMP keeps its reading in place', () => {
    const { container } = render(<Ruby text="𠮷野" ruby={['jí', 'yě']} />);
    expect(rubyOf(container)).toEqual([
      ['𠮷', 'jí'],
      ['野', 'yě'],
    ]);
    expect(container.querySelector('.ruby-text')!.hasAttribute('lang')).toBe(false);
  });

  it('leaves characters without a reading plain when the readings run short', () => {
    const { container } = render(<Ruby text="大人們" ruby={['dà']} />);
    expect(rubyOf(container)).toEqual([
      ['大', 'dà'],
      ['人', null],
      ['們', null],
    ]);
  });
});
