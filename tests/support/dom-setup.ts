import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';

/**
 * Component tests render real screens (lazy routes, catalogs, machines): on a busy
 * machine that can take seconds. Waiting for what a person would see may take as
 * long as it needs (up to 15 s) instead of testing-library's default 1 s, so no
 * test depends on how fast the machine is. A test that fails still fails: it only
 * fails later.
 */
configure({ asyncUtilTimeout: 15_000 });

/**
 * Multipart bodies under jsdom on Node 24. Node's fetch (undici 7, Node 24.6 and later) takes the
 * global `File` when it builds a multipart body from a FormData and when `formData()` parses one
 * (nodejs/undici#4362). Under jsdom that global is jsdom's File, which undici does not accept: the
 * avatar's bytes were lost from the body and `request.formData()` threw, so the avatar-upload tests
 * failed on Node 24 only (issue 26). Node's own File is the global for the length of those calls
 * (vitest's jsdom environment already turns the page's FormData into Node's when a Request is
 * made). On Node 22 (undici 6, which took File once, at load) this changes nothing.
 */
function nodeFileAsGlobal(): () => void {
  const pageFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  return () => {
    globalThis.File = pageFile;
  };
}

const PageRequest = globalThis.Request;
globalThis.Request = class Request extends PageRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const restore = nodeFileAsGlobal();
    try {
      super(input, init);
    } finally {
      restore();
    }
  }
  static override [Symbol.hasInstance](instance: unknown) {
    return instance instanceof PageRequest;
  }
};

const patched = Symbol.for('hanzi.formDataWithNodeFile');
for (const prototype of [PageRequest.prototype, Response.prototype] as Array<Body & { [patched]?: true }>) {
  if (prototype[patched]) continue;
  const formData = prototype.formData;
  Object.defineProperty(prototype, 'formData', {
    configurable: true,
    writable: true,
    // the parse ends after an await: Node's File stays the global until it has
    value: async function (this: Body) {
      const restore = nodeFileAsGlobal();
      try {
        return await formData.call(this);
      } finally {
        restore();
      }
    },
  });
  prototype[patched] = true;
}
