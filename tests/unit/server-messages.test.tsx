import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../../src/api/failures';
import { useServerMessage } from '../../src/api/serverMessages';
import { activateLocale, i18n, loadPageMessages } from '../../src/i18n/i18n';

/**
 * The server messages' table loads with the first failure (src/api/serverMessages.ts). A call that
 * got no reply is said at once, before the table is in: offline, its chunk may never load, and a
 * form that failed to reach the server must still say so (issue 10, kind to a bad network).
 */
describe('useServerMessage', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

  it('says a call without a reply at once, before the table is loaded; other messages wait for it', async () => {
    await loadPageMessages('zh-Hant', 'account/Login');
    await activateLocale('zh-Hant');
    // not asked to load: the table stays out, as on a first load that never failed
    const { result } = renderHook(() => useServerMessage(false), { wrapper });
    expect(result.current(NETWORK_ERROR_MESSAGE)).toBe('無法連線到伺服器，請檢查網路連線後再試一次。');
    expect(result.current(TIMEOUT_ERROR_MESSAGE)).toMatch(/[\u4e00-\u9fff]/);
    expect(result.current('Email or password incorrect')).toBeNull();
  });
});
