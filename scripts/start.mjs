#!/usr/bin/env node
// `npm start`: builds the app when its sources changed since the last build (scripts/build.mjs;
// `npm install` has built it once already), then runs the server's bundle, dist/server/main.js,
// in this very process: no TypeScript loader, no second Node.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_ENTRY, buildIfStale, supportedNode } from './build.mjs';

if (!supportedNode(ROOT) || !buildIfStale(ROOT)) process.exit(1);
await import(pathToFileURL(join(ROOT, SERVER_ENTRY)).href);
