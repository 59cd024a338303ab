/**
 * Per-route API Gateway throttling for the expensive routes (a row's `throttle`), under the stage-wide limit that
 * every company shares: one company's export loop or a sign-in storm cannot take the whole API's budget. Steady
 * requests per second and burst, for the route as a whole (every caller together); the WAF's per-address limits
 * come first. A request over the limit gets 429 from API Gateway before any Lambda runs.
 */
export interface TRouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export const ROUTE_THROTTLES = {
  /** Sign-in: Cognito's own per-account quota for authentication calls is the ceiling behind it. */
  signIn: { rateLimit: 50, burstLimit: 100 },
  /** Register, forgot and reset password: rare, mail-sending, and the first thing a bot hammers. */
  account: { rateLimit: 10, burstLimit: 20 },
  /** Excel/PDF exports and emailed reports: each one builds a whole workbook. */
  exports: { rateLimit: 10, burstLimit: 20 },
  /** User imports (CSV and BreatheHR): each writes a whole file of users. */
  imports: { rateLimit: 5, burstLimit: 10 },
  /** Upload signing: one per file a browser uploads. */
  uploads: { rateLimit: 50, burstLimit: 100 },
} as const satisfies Record<string, TRouteThrottle>;
