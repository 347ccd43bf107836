import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { SERVER_MESSAGES_GROUP } from '../i18n/catalogGroups';
import { loadModuleMessages } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { NO_REPLY_MESSAGES } from './failures';
import type * as Messages from './messages';

/**
 * The server messages' table (src/api/messages.ts) and its part of the catalog, loaded with the
 * first failure a form shows: a first load that never fails (`/login` signing in) carries neither
 * (the bundle budget, tests/budget/). Once loaded, a change of language brings the part in the
 * new language with the rest (src/i18n/i18n.ts `activateLocale`).
 */
type Table = typeof Messages;

let table: Table | null = null;
let loading: Promise<Table> | null = null;

export function loadServerMessages(locale: Locale): Promise<Table> {
  loading ??= Promise.all([import('./messages'), loadModuleMessages(locale, SERVER_MESSAGES_GROUP)]).then(
    ([module]) => (table = module),
    (error: unknown) => {
      // a failed chunk (offline) may be fetched again with the next failure
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A server message in the interface language (`serverMessage` of src/api/messages.ts), or null
 * while the table loads (a call without a reply is said at once): asked for with `needed`, the
 * component renders again once the table is in.
 */
export function useServerMessage(needed: boolean): (message: string) => string | null {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Table | null>(table);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    loadServerMessages(i18n.locale as Locale).then(
      (module) => current && setLoaded(module),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed, loaded, i18n]);
  return useCallback(
    (message: string) => {
      if (loaded) return loaded.serverMessage(i18n, message);
      // a call without a reply is said at once, without the table: offline, its chunk may not load
      const noReply = NO_REPLY_MESSAGES[message];
      return noReply ? i18n._(noReply) : null;
    },
    [loaded, i18n],
  );
}
