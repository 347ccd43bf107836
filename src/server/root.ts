import { fileURLToPath } from 'node:url';

/**
 * The project's folder: where the server reads its files at run time (the curriculum, the picture
 * books, the contract, AnimCJK's strokes, the built SPA in dist/). Two levels up from this module
 * (src/server/root.ts, as tsx and the tests run it) and from the server's bundle
 * (dist/server/main.js, as `npm start` runs it: vite.config.ts serverBundle) alike, so both read
 * the same files. A file the server reads is named from here, never from its own module's place.
 */
const ROOT = new URL('../../', import.meta.url);

/** The full path of a project file, `path` relative to the project's folder. */
export function projectFile(path: string): string {
  return fileURLToPath(new URL(path, ROOT));
}
