import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../src/app/safeStorage';
import { readStoredToken, storeToken } from '../../src/app/storedLogin';
import { webChosen } from '../../src/components/apps/webChoice';
import { WARMING_CODE, warmIntl } from '../../src/i18n/warmIntl';

describe('safeStorage: the storage a browser may refuse', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gives the storage of that kind', () => {
    expect(safeStorage('localStorage')).toBe(window.localStorage);
    expect(safeStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('gives null where reading the storage itself throws (storage blocked), and its readers go on without it', () => {
    storeToken('tok-1');
    sessionStorage.setItem('appOffer.webChosen', '1');
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refused);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refused);
    expect(safeStorage('localStorage')).toBeNull();
    expect(safeStorage('sessionStorage')).toBeNull();
    expect(readStoredToken()).toBeNull();
    expect(webChosen()).toBe(false);
    expect(() => storeToken('tok-2')).not.toThrow();
  });
});

describe('warmIntl: ICU number data loaded in a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the worker's code builds a number format and ends the worker", () => {
    const close = vi.fn();
    const built = vi.fn();
    class NumberFormat {
      constructor() {
        built();
      }
    }
    new Function('Intl', 'close', WARMING_CODE)({ NumberFormat }, close);
    expect(built).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });

  it('starts one worker from a Blob of that code', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warm';
    });
    warmIntl();
    expect(started).toEqual(['blob:warm']);
    // jsdom's Blob has no text(): read it as a FileReader would in a browser
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(WARMING_CODE);
  });

  it('does nothing, and throws nothing, where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the Content-Security-Policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl()).not.toThrow();
  });
});
