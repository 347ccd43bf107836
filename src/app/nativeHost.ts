import type { Orientation } from '../../machines/routes';

/**
 * The native app's webview bridge (SPEC §2 "Orientation of the native app
 * webview"): the session machine's `publishOrientation` action ends here.
 * Whichever host the page runs in receives the orientation code (0 on the
 * account pages, index and open-store; 1 elsewhere):
 *
 * - iOS WKWebView: `window.webkit.messageHandlers.orientation.postMessage(code)`
 * - React Native WebView: `window.ReactNativeWebView.postMessage('{"type":"orientation","orientation":code}')`
 * - Android WebView: `window.Android.setOrientation(code)`
 *
 * In a plain browser none is present and nothing happens.
 */
export interface NativeHost {
  webkit?: { messageHandlers?: { orientation?: { postMessage: (message: unknown) => void } } };
  ReactNativeWebView?: { postMessage: (message: string) => void };
  Android?: { setOrientation?: (orientation: number) => void };
}

/** Sends the orientation to every native bridge present; returns how many received it. */
export function publishOrientation(orientation: Orientation, host: NativeHost = window as unknown as NativeHost): number {
  let delivered = 0;
  const webkit = host.webkit?.messageHandlers?.orientation;
  if (webkit) {
    webkit.postMessage(orientation);
    delivered += 1;
  }
  if (host.ReactNativeWebView) {
    host.ReactNativeWebView.postMessage(JSON.stringify({ type: 'orientation', orientation }));
    delivered += 1;
  }
  if (typeof host.Android?.setOrientation === 'function') {
    host.Android.setOrientation(orientation);
    delivered += 1;
  }
  return delivered;
}

/** True inside our own native app (one of its bridges is present): the app is not offered there. */
export function isInNativeApp(host: NativeHost = window as unknown as NativeHost): boolean {
  return Boolean(
    host.webkit?.messageHandlers?.orientation ||
      host.ReactNativeWebView ||
      typeof host.Android?.setOrientation === 'function',
  );
}
