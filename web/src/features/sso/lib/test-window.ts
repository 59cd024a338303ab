/**
 * The test sign-in's window and the screen that opened it. The window is opened at the click (a window opened after
 * the API's answer would be a popup the browser blocks) and sent to the IdP once the test has its URL; when it
 * finishes, /sso/test-complete posts this message to its opener, on this origin only, so the result is read at once
 * rather than at the next poll.
 */
export const SSO_TEST_MESSAGE = 'skillway:sso-test-complete';

export interface TSsoTestMessage {
  type: typeof SSO_TEST_MESSAGE;
  test: string | null;
}

export function isSsoTestMessage(data: unknown): data is TSsoTestMessage {
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
