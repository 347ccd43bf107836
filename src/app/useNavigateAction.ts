import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateParams } from '../../machines/routes';
import { useLocale } from '../i18n/react';
import { hrefOf } from './routeOf';

/**
 * The `navigate` action of a machine a screen runs itself (`useMachine`): the
 * same localized navigation as the app's root actor (`navigatorFor` in
 * appActor.ts, both through `hrefOf`), in the language of the current page.
 * Provide it as `navigate: (_, params) => go(params)`.
 */
export function useNavigateAction(): (params: NavigateParams) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (params: NavigateParams) => {
      if (params.to === 'back') {
        void navigate(-1);
        return;
      }
      const href = hrefOf({ to: params.to, params: params.params }, locale);
      void navigate(href, { replace: params.replace, state: params.state });
    },
    [navigate, locale],
  );
}
