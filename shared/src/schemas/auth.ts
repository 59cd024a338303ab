import * as z from 'zod/mini';
import { BANDS } from '../constants/company';
import { ZProductOption } from './billing';
import { ZEmail, ZPassword, optionalString, requiredString } from './fields';

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'The password field is required.' })
    .check(z.minLength(1, 'The password field is required.'), z.maxLength(128)),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

const ZAuthUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number(),
  company_id: z.string(),
  /** 1 once the user has chosen their own password; 0 sends them to /admin/password-reset. */
  is_reset_default_password: z.number(),
  /** A one-time token for the default-password flow (empty once the password has been chosen). */
  user_token: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZSession = z.object({
  access_token: z.string(),
  /** Always empty: the refresh token is set as the HttpOnly `skillway_refresh` cookie for the refresh call's path. */
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  user: ZAuthUser,
});
export type TSession = z.infer<typeof ZSession>;

function confirmed<T extends { password?: string; new_password?: string; confirm_password: string }>(
  field: 'password' | 'new_password',
) {
  return z.refine<T>((value) => value[field] === value.confirm_password, {
    message: 'The password confirmation does not match.',
    path: ['confirm_password'],
    // Checked even when another field is wrong (a short new password), so every field's error shows at once.
    when: ({ value }) => {
      const record = value as Partial<Record<string, unknown>> | undefined;
      return typeof record?.[field] === 'string' && typeof record.confirm_password === 'string';
    },
  });
}

export const ZRegisterBody = z
  .object({
    first_name: requiredString('first_name', 100),
    last_name: requiredString('last_name', 100),
    company_name: requiredString('company_name', 150),
    email: ZEmail,
    password: ZPassword,
    confirm_password: z.string({ error: 'The confirm password field is required.' }),
    banding: z.pipe(
      z.union([z.number(), z.string()], { error: 'The banding field is required.' }),
      z
        .transform(Number)
        .check(z.refine((n) => BANDS.some((band) => band.id === n), 'The selected banding is invalid.')),
    ),
    product_option: z.optional(ZProductOption),
    refer: optionalString('refer', 100),
    refid: optionalString('refid', 100),
  })
  .check(confirmed('password'));
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZForgotBody = z.object({ email: ZEmail, reseturl: z.optional(z.string().check(z.maxLength(500))) });
export type TForgotBody = z.infer<typeof ZForgotBody>;

export const ZValidateTokenBody = z.object({ email: ZEmail });
export const ZValidateTokenResponse = z.object({ data: z.object({ email: z.string(), valid: z.boolean() }) });

export const ZResetBody = z
  .object({
    email: ZEmail,
    token: requiredString('token', 200),
    password: ZPassword,
    confirm_password: z.optional(z.string()),
    /** 1 from the forgot-password email, 0 from the default-password flow. */
    isResetPassword: z.optional(z.union([z.number(), z.string(), z.boolean()])),
  })
  .check(
    z.refine((value) => value.confirm_password === undefined || value.confirm_password === value.password, {
      message: 'The password confirmation does not match.',
      path: ['confirm_password'],
    }),
  );
export type TResetBody = z.input<typeof ZResetBody>;

/**
 * Logout's answer. When this browser's session came through an OpenID Connect connection whose IdP publishes an
 * `end_session_endpoint`, also that IdP's RP-Initiated Logout URL (client_id and post_logout_redirect_uri, no
 * id_token_hint: the IdP's ID token is not kept) and the connection's name, for the login page's offer.
 */
export const ZLogoutResponse = z.object({
  message: z.string(),
  idp_logout_url: z.optional(z.string()),
  idp_name: z.optional(z.string()),
});
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/** Browsers send no body field: the refresh token is in its HttpOnly cookie. API clients may send it here. */
export const ZRefreshBody = z.object({ refresh_token: z.optional(z.string().check(z.maxLength(4096))) });
export const ZRefreshResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

export const ZUpdatePasswordBody = z
  .object({
    old_password: z
      .string({ error: 'The old password field is required.' })
      // No password is longer (ZPassword); a longer one would reach the identity provider, which refuses it as
      // malformed rather than wrong.
      .check(
        z.minLength(1, 'The old password field is required.'),
        z.maxLength(128, 'The old password may not be greater than 128 characters.'),
      ),
    new_password: ZPassword,
    confirm_password: z.string({ error: 'The confirm password field is required.' }),
  })
  .check(confirmed('new_password'));
export type TUpdatePasswordBody = z.infer<typeof ZUpdatePasswordBody>;

/** POST /v1/hub-spot: the address a visitor typed at signup, passed on to the marketing CRM. */
export const ZHubSpotBody = z.object({ email: ZEmail });
export type THubSpotBody = z.infer<typeof ZHubSpotBody>;
