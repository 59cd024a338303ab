export const PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a list endpoint serves; the spec's "limit 999999" calls are capped here (a company holds at most 500 users). */
export const MAX_PAGE_SIZE = 1000;
export const SEARCH_DEBOUNCE_MS = 1000;
export const WATCH_TIME_SAVE_MS = 45_000;
export const CARD_DESCRIPTION_LENGTH = 100;
export const NOTIFICATION_DRAWER_WIDTH = 500;
export const MOBILE_BREAKPOINT_PX = 1262;

/** Failed sign-ins: per account and address pair, and per account from anywhere. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccountAndAddress: 5,
  maxFailuresPerAccount: 20,
  maxFailuresPerAddress: 100,
} as const;

/** POST /hub-spot is public: at most this many addresses per caller address in a (sliding) window. */
export const HUBSPOT_THROTTLE = {
  windowSeconds: 60 * 60,
  maxPerAddress: 30,
} as const;

/**
 * POST /password/forgot: reset mails per address asked about, and requests per caller address in a sliding hour. The
 * caller bound is ten times the per-account one, so colleagues behind one office address are not refused together.
 */
export const FORGOT_PASSWORD_THROTTLE = {
  windowSeconds: 60 * 60,
  maxPerAccount: 5,
  maxPerAddress: 50,
} as const;

/** POST /register: attempts per email and per caller address in a sliding hour (a company registers once). */
export const REGISTER_THROTTLE = {
  windowSeconds: 60 * 60,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

/** Resending a held company's verification email: per company in a sliding hour (one inbox is not flooded). */
export const VERIFICATION_RESEND_THROTTLE = {
  windowSeconds: 60 * 60,
  maxPerCompany: 5,
} as const;

export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const MB = 1024 * 1024;

/**
 * The WAF web ACL in front of CloudFront (AWS only; infra/lib/stacks/edge-stack.ts): requests per caller address in
 * any 5-minute window before the address gets 429s for a while. Far above what one person does, and above an
 * office of a few hundred behind one address, so they stop floods, not users; the per-account throttles above do the
 * fine work. The auth bound covers the public calls (sign in, register, forgot and reset password, signup).
 */
export const EDGE_RATE_LIMITS = {
  windowSeconds: 300,
  requestsPerAddress: 6000,
  authRequestsPerAddress: 500,
} as const;
