import type { FlowDefinition } from './flows/types';
import { startInspector } from './inspect';

/**
 * Every `src/dev/flows/<feature>/*.flow.ts`, found by Vite at build time: a flow added
 * by anyone shows on `/dev/flows` without editing a list. Each module is a
 * lazy chunk of the dev build; the page loads them all to list them.
 */
const modules = import.meta.glob<{ flow?: FlowDefinition }>('./flows/**/*.flow.ts', { eager: false });

/** A flow file that could not be used, with the reason (shown on the page). */
export interface BrokenFlow {
  file: string;
  error: string;
}

export interface FlowCatalog {
  flows: FlowDefinition[];
  broken: BrokenFlow[];
}

function fileName(path: string): string {
  return path.replace(/^\.\/flows\//, '');
}

/** Loads every flow file; a file that fails to load or exports no `flow` is listed as broken, not fatal. */
export async function loadFlows(): Promise<FlowCatalog> {
  const entries = Object.entries(modules);
  const results = await Promise.allSettled(entries.map(([, load]) => load()));
  const flows: FlowDefinition[] = [];
  const broken: BrokenFlow[] = [];
  results.forEach((result, i) => {
    const file = fileName(entries[i]![0]);
    if (result.status === 'rejected') {
      broken.push({ file, error: String(result.reason instanceof Error ? result.reason.message : result.reason) });
    } else if (!result.value.flow) {
      broken.push({ file, error: 'exports no `flow`' });
    } else {
      flows.push(result.value.flow);
    }
  });
  const ids = new Set<string>();
  for (const flow of flows) {
    if (ids.has(flow.id)) broken.push({ file: flow.id, error: `two flows share the id "${flow.id}"` });
    ids.add(flow.id);
  }
  flows.sort((a, b) => a.title.localeCompare(b.title));
  return { flows, broken };
}

/** The route loader of `/dev/flows`: the inspector first (with `?inspect`), then every flow. */
export async function flowsLoader(): Promise<FlowCatalog> {
  await startInspector();
  return loadFlows();
}
