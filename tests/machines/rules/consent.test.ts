import { describe, expect, it } from 'vitest';
import { isPrivacyConsent, PRIVACY_CONSENT_FIELD, PRIVACY_CONSENT_MESSAGE } from '../../../machines/rules/consent';

describe('rules/consent: the parent\'s consent to the privacy policy', () => {
  it('is the number 1 and nothing else', () => {
    expect(isPrivacyConsent(1)).toBe(true);
    for (const value of [0, 2, -1, '1', true, 'true', null, undefined, 1.5, [1], { value: 1 }]) {
      expect(isPrivacyConsent(value), JSON.stringify(value) ?? 'undefined').toBe(false);
    }
  });

  it('is refused on the field the form and the API name, with the message both show', () => {
    expect(PRIVACY_CONSENT_FIELD).toBe('privacy_accepted');
    expect(PRIVACY_CONSENT_MESSAGE).toBe('Please read and agree to the privacy policy');
  });
});
