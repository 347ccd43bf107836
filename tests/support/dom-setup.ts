import { configure } from '@testing-library/react';

/**
 * Component tests render real screens (lazy routes, catalogs, machines): on a busy
 * machine that can take seconds. Waiting for what a person would see may take as
 * long as it needs (up to 15 s) instead of testing-library's default 1 s, so no
 * test depends on how fast the machine is. A test that fails still fails: it only
 * fails later.
 */
configure({ asyncUtilTimeout: 15_000 });
