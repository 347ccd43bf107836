import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, api, connectApi, unwrap, type ApiReport } from '../../src/api/client';

type Handler = (request: Request) => Response | Promise<Response>;

function reply(code: string, data: unknown, status = 200, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ status: { code, message: code === '1' ? 'success' : `message ${code}` }, data, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake fetch that records requests and honours the abort signal like the real one. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn((input: Request, init?: RequestInit) => {
    requests.push(input);
    const signal = init?.signal ?? input.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason));
      Promise.resolve(handler(input)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}

/** The app as the client sees it: where the token and child come from, where reports go. */
const host = {
  token: vi.fn<() => string | null>(() => null),
  childId: vi.fn<() => number | null>(() => null),
  report: vi.fn<(event: ApiReport) => void>(),
};

/** What the client reported besides the loading bar's pair. */
const reported = () => host.report.mock.calls.map(([event]) => event.type).filter((type) => !type.startsWith('request.'));
/** The loading bar's pair, in order. */
const requests = () => host.report.mock.calls.map(([event]) => event.type).filter((type) => type.startsWith('request.'));

let unplug = () => {};

beforeEach(() => {
  vi.clearAllMocks();
  host.token.mockImplementation(() => null);
  host.childId.mockImplementation(() => null);
  unplug = connectApi(host);
});

afterEach(() => {
  unplug();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('api client: headers', () => {
  it('sends the bearer token and the current child when they are set', async () => {
    host.token.mockImplementation(() => 'tok-123');
    host.childId.mockImplementation(() => 42);
    const { requests } = fakeFetch(() => reply('1', { id: 1 }));
    await unwrap(api.GET('/member/self'));
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/member/self');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('Child-Id')).toBe('42');
    expect(request.headers.has('Locale-Type')).toBe(false);
  });

  it("sends the device's local day as Local-Date (the daily task's today)", async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 23, 30), toFake: ['Date'] });
    try {
      const { requests } = fakeFetch(() => reply('1', null));
      await unwrap(api.GET('/member/self'));
      // late evening local time is still the local day, whatever the UTC date
      expect(requests[0]!.headers.get('Local-Date')).toBe('2026-03-10');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends neither without a token or a child', async () => {
    const { requests } = fakeFetch(() => reply('1', null));
    await unwrap(api.POST('/member/login', { body: { email: 'a@example.com', password: 'secret123' } }));
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[0]!.headers.has('Child-Id')).toBe(false);
  });

  it("keeps the caller's Child-Id and Locale-Type", async () => {
    host.childId.mockImplementation(() => 42);
    const { requests } = fakeFetch(() => reply('1', {}));
    await unwrap(
      api.GET('/radical/{id}', { params: { path: { id: 3 }, header: { 'Child-Id': 9, 'Locale-Type': 2 } } }),
    );
    expect(requests[0]!.headers.get('Child-Id')).toBe('9');
    expect(requests[0]!.headers.get('Locale-Type')).toBe('2');
  });
});

describe('api client: cookies', () => {
  it('the login call is same-origin with cookies, so the device cookie (issue 26) goes with it and comes back', async () => {
    const { requests } = fakeFetch(() => reply('1', { member: null, api_token: 't' }));
    await api.POST('/member/login', { body: { email: 'parent@example.com', password: 'Secret123' } });
    expect(requests[0]!.credentials).not.toBe('omit');
    expect(['same-origin', 'include']).toContain(requests[0]!.credentials);
    expect(new URL(requests[0]!.url).origin).toBe(window.location.origin);
  });
});

describe('api client: replies', () => {
  it('unwraps data on code "1"', async () => {
    fakeFetch(() => reply('1', { id: 5, name: 'Mei' }));
    await expect(unwrap(api.GET('/member/self'))).resolves.toMatchObject({ id: 5, name: 'Mei' });
  });

  it('code "20006" is reported as the session being invalid, and nothing else', async () => {
    fakeFetch(() => reply('20006', null, 401));
    const error = await unwrap(api.GET('/member/self')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '20006', httpStatus: 401, message: 'message 20006' });
    expect(reported()).toEqual(['api.sessionInvalid']);
  });

  // Where the visitor goes then is the root actor's decision (tests/machines/shell/app.machine.test.ts).
  it('HTTP 401 is reported as unauthorized', async () => {
    fakeFetch(() => reply('401', null, 401));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '401' });
    expect(reported()).toEqual(['api.unauthorized']);
  });

  it('HTTP 403 is reported as forbidden', async () => {
    fakeFetch(() => reply('403', null, 403));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '403', httpStatus: 403 });
    expect(reported()).toEqual(['api.forbidden']);
  });

  it('HTTP 404 is reported as not found, and the caller gets the error to show', async () => {
    fakeFetch(() => reply('404', null, 404));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '404', httpStatus: 404 });
    expect(reported()).toEqual(['api.notFound']);
  });

  it('HTTP 422 hands the field errors to the caller and navigates nowhere', async () => {
    const errors = { password: ['Email or password incorrect'] };
    fakeFetch(
      () =>
        new Response(
          JSON.stringify({ status: { code: '422', message: 'Email or password incorrect' }, data: null, errors }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const error = await unwrap(api.POST('/member/login', { body: { email: 'a@example.com', password: 'wrongpass' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '422', httpStatus: 422, message: 'Email or password incorrect', errors });
    expect(reported()).toEqual([]);
  });

  it("a reply that is not the wrapper rejects with the HTTP status and 'Error'", async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '502', message: 'Error', httpStatus: 502 });
  });

  it('a network failure rejects with code "network"', async () => {
    fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({
      code: 'network',
      httpStatus: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(requests()).toEqual(['request.start', 'request.end']);
  });
});

describe('api client: time-out, duplicates, loading bar', () => {
  it('gives up after 25 seconds', async () => {
    vi.useFakeTimers();
    fakeFetch(() => new Promise<Response>(() => {}));
    let settled: unknown = 'pending';
    const call = unwrap(api.GET('/member/self')).catch((e: unknown) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ code: 'network', message: TIMEOUT_ERROR_MESSAGE });
    expect(requests()).toEqual(['request.start', 'request.end']);
  });

  it('gives up after 25 seconds also when the reply starts and then stalls (a dropped connection mid-body)', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    // the headers arrive at once; the body's first bytes, then nothing, until the call is aborted
    fetch.mockImplementation((input: Request, init?: RequestInit) => {
      const signal = init?.signal ?? input.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":{"code":"1",'));
          signal?.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    let settled: unknown = 'pending';
    const call = unwrap(api.GET('/member/self')).catch((e: unknown) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toMatchObject({ code: 'network', message: TIMEOUT_ERROR_MESSAGE });
  });

  it('logs a second call to a pending method + URL once, and still makes it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch } = fakeFetch(async () => {
      await gate;
      return reply('1', {});
    });
    const first = unwrap(api.GET('/member/self'));
    const second = unwrap(api.GET('/member/self'));
    const other = unwrap(api.POST('/member/logout'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('GET');
    expect(String(warn.mock.calls[0]?.[0])).toContain('/api/member/self');
    release();
    await Promise.all([first, second, other]);
    // nothing pending any more: the next call is not a duplicate
    await unwrap(api.GET('/member/self'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('tells the loading bar when each request starts and ends', async () => {
    fakeFetch(() => reply('1', {}));
    await unwrap(api.GET('/member/self'));
    expect(requests()).toEqual(['request.start', 'request.end']);
  });
});

describe('api client: unplugged', () => {
  it('sends no token and reports nowhere once the app is gone', async () => {
    host.token.mockImplementation(() => 'tok-123');
    unplug();
    const { requests: sent } = fakeFetch(() => reply('20006', null, 401));
    await unwrap(api.GET('/member/self')).catch(() => {});
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
    expect(host.report).not.toHaveBeenCalled();
  });
});
