import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, api, configureApi, unwrap } from '../../src/api/client';

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

const config = {
  getToken: vi.fn<() => string | null>(() => null),
  getChildId: vi.fn<() => number | null>(() => null),
  onSessionInvalid: vi.fn(),
  navigate: vi.fn(),
  onRequestStart: vi.fn(),
  onRequestEnd: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  config.getToken.mockImplementation(() => null);
  config.getChildId.mockImplementation(() => null);
  configureApi(config);
  window.history.pushState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('api client: headers', () => {
  it('sends the bearer token and the current child when they are set', async () => {
    config.getToken.mockImplementation(() => 'tok-123');
    config.getChildId.mockImplementation(() => 42);
    const { requests } = fakeFetch(() => reply('1', { id: 1 }));
    await unwrap(api.GET('/member/self'));
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/member/self');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('Child-Id')).toBe('42');
    expect(request.headers.has('Locale-Type')).toBe(false);
  });

  it('sends neither without a token or a child', async () => {
    const { requests } = fakeFetch(() => reply('1', null));
    await unwrap(api.POST('/member/login', { body: { email: 'a@example.com', password: 'secret123' } }));
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[0]!.headers.has('Child-Id')).toBe(false);
  });

  it("keeps the caller's Child-Id and Locale-Type", async () => {
    config.getChildId.mockImplementation(() => 42);
    const { requests } = fakeFetch(() => reply('1', {}));
    await unwrap(
      api.GET('/radical/{id}', { params: { path: { id: 3 }, header: { 'Child-Id': 9, 'Locale-Type': 2 } } }),
    );
    expect(requests[0]!.headers.get('Child-Id')).toBe('9');
    expect(requests[0]!.headers.get('Locale-Type')).toBe('2');
  });
});

describe('api client: replies', () => {
  it('unwraps data on code "1"', async () => {
    fakeFetch(() => reply('1', { id: 5, name: 'Mei' }));
    await expect(unwrap(api.GET('/member/self'))).resolves.toMatchObject({ id: 5, name: 'Mei' });
  });

  it('code "20006" invalidates the session and navigates nowhere itself', async () => {
    fakeFetch(() => reply('20006', null, 401));
    const error = await unwrap(api.GET('/member/self')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '20006', httpStatus: 401, message: 'message 20006' });
    expect(config.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(config.navigate).not.toHaveBeenCalled();
  });

  it('HTTP 401 goes to the login page of the current language', async () => {
    window.history.pushState(null, '', '/cn/home');
    fakeFetch(() => reply('401', null, 401));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '401' });
    expect(config.navigate).toHaveBeenCalledWith('/cn/login');
    expect(config.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('HTTP 403 goes back in history', async () => {
    fakeFetch(() => reply('403', null, 403));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '403', httpStatus: 403 });
    expect(config.navigate).toHaveBeenCalledWith(-1);
  });

  it('HTTP 404 goes to the home page of the current language', async () => {
    window.history.pushState(null, '', '/en/lesson/4');
    fakeFetch(() => reply('404', null, 404));
    await expect(unwrap(api.GET('/member/self'))).rejects.toMatchObject({ code: '404' });
    expect(config.navigate).toHaveBeenCalledWith('/en');
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
    expect(config.navigate).not.toHaveBeenCalled();
    expect(config.onSessionInvalid).not.toHaveBeenCalled();
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
    expect(config.onRequestEnd).toHaveBeenCalledTimes(1);
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
    expect(config.onRequestEnd).toHaveBeenCalledTimes(1);
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
    expect(config.onRequestStart).toHaveBeenCalledTimes(1);
    expect(config.onRequestEnd).toHaveBeenCalledTimes(1);
    expect(config.onRequestStart.mock.calls[0]?.[0]).toBe(config.onRequestEnd.mock.calls[0]?.[0]);
  });
});
