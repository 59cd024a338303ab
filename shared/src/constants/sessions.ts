/**
 * The browser's refresh session (functions/core/people/auth/refresh-rotation.ts): the HttpOnly cookie that carries
 * the refresh token and its one-time nonce, and how long a rotated-out nonce is still honoured.
 */

/** Its value is `<refresh token>.<nonce>`; only the refresh call's path receives it. */
export const REFRESH_COOKIE_NAME = 'skillway_refresh';

/**
 * After a refresh rotates the nonce, for this long the nonce it replaced still answers with the new one (two tabs
 * refreshing at once, a reload that cut the answer off) and the new one is not rotated again, so a request sent
 * before the rotation never reads as a stolen cookie. Past it, the replaced nonce is reuse: the session ends.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
