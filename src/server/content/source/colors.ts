import type { ColorCodes } from '../curriculum';

/**
 * The display colours of SPEC §3, per parent category (a word takes its category's):
 * the card behind the word, the box behind the character and the character itself.
 * A test keeps the character at WCAG AA contrast (4.5:1) on both backgrounds.
 */
export const colors: Record<string, ColorCodes> = {
  me: { show_background_color_code: '#FDE7EF', word_background_color_code: '#FFFFFF', word_font_color_code: '#A3123F' },
  nature: { show_background_color_code: '#E3F4E8', word_background_color_code: '#FFFFFF', word_font_color_code: '#1B6B3A' },
  living: { show_background_color_code: '#FFF4D6', word_background_color_code: '#FFFFFF', word_font_color_code: '#8A4B00' },
  life: { show_background_color_code: '#E5F0FF', word_background_color_code: '#FFFFFF', word_font_color_code: '#1D4F91' },
  school: { show_background_color_code: '#EFE8FF', word_background_color_code: '#FFFFFF', word_font_color_code: '#5B2A9E' },
};
