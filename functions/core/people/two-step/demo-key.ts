/**
 * The local demo super administrator's two-step verification key (README, "Demo accounts"): fixed and published,
 * so people, the tests and the smoke script can compute its codes. Local demo data only: a deployed product never
 * seeds demo data, and its first super administrator sets up a key of their own (docs/operations.md). Its own module
 * so the tests and the smoke script can read it without the seed's imports.
 */
export const DEMO_SUPER_ADMIN_TOTP_SECRET = 'SKILLWAYDEMOSUPERADMINTOTPSECRET';
