/**
 * The test sign-in's window and the screen that opened it. The window is opened at the click (a window opened after
 * the API's answer would be a popup the browser blocks) and sent to the IdP once the test has its URL. When it
 * finishes, /sso/test-complete tells the screen, which then reads the result at once rather than at its next poll:
 * by a BroadcastChannel (same origin only by design, and it still works once the app's Cross-Origin-Opener-Policy has
 * cut the window from its opener on the way back from the IdP), and by postMessage to the opener, restricted to this
 * origin, where the opener is still there.
 */
export const SSO_TEST_MESSAGE = 'skillway:sso-test-complete';
const CHANNEL = 'skillway-sso-test';

interface TSsoTestMessage {
  type: typeof SSO_TEST_MESSAGE;
  test: string | null;
}

function isSsoTestMessage(data: unknown): data is TSsoTestMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SSO_TEST_MESSAGE;
}

const WINDOW_NAME = 'skillway-sso-test';
const WINDOW_FEATURES = 'popup,width=640,height=760';

/** A blank window for the test, opened now (inside the click); null when the browser blocked it. */
export function openTestWindow(): Window | null {
  return window.open('about:blank', WINDOW_NAME, WINDOW_FEATURES) ?? null;
}

/** Sends the opened window to the test's URL; false when there is no window to send (blocked, or closed since). */
export function sendTestWindow(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) return false;
  popup.location.href = url;
  return true;
}

/** The test window's side: says test `test` has finished. */
export function announceTestFinished(test: string | null): void {
  const message: TSsoTestMessage = { type: SSO_TEST_MESSAGE, test };
  try {
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    // The opener has gone or is on another origin: the channel (or the screen's polling) carries the news.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** The screen's side: calls `onFinished` with the test's id when a test window of this origin says it is over. */
export function listenForTestFinished(onFinished: (test: string | null) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !isSsoTestMessage(event.data)) return;
    onFinished(event.data.test);
  };
  window.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const onChannel = (event: MessageEvent) => {
    if (isSsoTestMessage(event.data)) onFinished(event.data.test);
  };
  channel?.addEventListener('message', onChannel);
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.removeEventListener('message', onChannel);
    channel?.close();
  };
}
