/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The catalogs cut into the shell's part and one part per page group (src/i18n/splitCatalogs.ts). */
declare module 'virtual:lingui-catalogs' {
  import type { Messages } from '@lingui/core';
  export function importCatalog(locale: string, group: string): Promise<Messages>;
}

/** One lazy import per page of the route table (src/app/routePages.ts). */
declare module 'virtual:route-pages' {
  import type { ComponentType } from 'react';
  export const pageModules: Record<string, () => Promise<{ default: ComponentType }>>;
}
