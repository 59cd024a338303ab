import { lazy } from '../lazy';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * A customer company (tenant). pk `C#<cid>`, sk `COMPANY`.
 * gsi1 lists every company for the super administrator; gsi2 is sparse and holds only companies in a free
 * trial (states 1 and 5), keyed by trial end, so the expiry schedule queries instead of scanning.
 */
export const companyEntity = lazy(
  () =>
    new Entity({
      name: 'Company',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        company_name: string(),
        state: number(),
        banding: number(),
        product_option: number().optional(),
        payment_method: number(),
        refer: string().optional(),
        refid: string().optional(),
        country: string(),
        /** Account information (Edit Account Info); absent until the administrator saves it. */
        street: string().optional(),
        city: string().optional(),
        county: string().optional(),
        postcode: string().optional(),
        phone: string().optional(),
        /** ISO timestamp; null once the company pays. */
        trial_ends_at: string().optional(),
        /** Maintained on write (user create/delete in the same transaction); the band caps it. */
        total_users: number(),
        owner_user_id: string(),
        logo_key: string().optional(),
        /** 0 stops adding a user from sending the welcome email (POST /company/update-mail-setting); absent means 1. */
        enable_mail: number().optional(),
        /**
         * Set by self-registration, in the write that creates the company: until this administrator verifies this
         * address, the company's mail to any other address is held (functions/core/people/mail-hold). Removed, both
         * together, by that verification; companies the platform makes (the demo) never carry them.
         */
        mail_hold_user_id: string().optional(),
        mail_hold_email: string().optional(),
        /** 1 turns the BreatheHR import on for a company created after BREATHE_CUTOFF_DATE (set by the super administrator). */
        breathe_enabled: number().optional(),
        /** 1: the company's administrators must use two-step verification (people/two-step). Absent means 0. */
        require_two_step_admins: number().optional(),
        /**
         * The language (a LANGUAGE) of the company's users who have not chosen their own (issue 34; Company
         * Information). Absent: en-GB.
         */
        default_language: string().optional(),
        /** The company's BreatheHR API token: used by the import, never returned whole (the API shows it masked). */
        breathe_api_token: string().optional(),
        /**
         * Billing (functions/core/people/billing): the Stripe customer and subscription, the saved card and the
         * billing details, kept here so the account status and payment reads make no Stripe call. Dates are ISO.
         */
        stripe_customer_id: string().optional(),
        stripe_subscription_id: string().optional(),
        /** Stripe's subscription status as last seen ('active', 'past_due', 'unpaid', 'canceled' …). */
        subscription_status: string().optional(),
        subscription_date: string().optional(),
        /** The current billing period: its start, and its end (= the next payment date). */
        period_start_at: string().optional(),
        next_payment_at: string().optional(),
        /** 1 once Cancel Account was asked; the subscription then ends on `cancel_at`. */
        cancel_account: number().optional(),
        cancel_at: string().optional(),
        /** The default payment method (pm_…) and its card, shown as the payment source. */
        payment_method_id: string().optional(),
        card_brand: string().optional(),
        card_last4: string().optional(),
        card_exp_month: number().optional(),
        card_exp_year: number().optional(),
        billing_name: string().optional(),
        billing_line1: string().optional(),
        billing_city: string().optional(),
        billing_state: string().optional(),
        billing_postal_code: string().optional(),
        /** `created` (epoch seconds) of the last Stripe event applied to the subscription, so an older one never wins. */
        stripe_event_at: number().optional(),
        /**
         * Single sign-on (people/sso): password sign-in refused for the company's users except its administrators
         * (break-glass), and the connection the login page sends the company's verified domains to. Absent: off, none.
         */
        sso_enforced: boolean().optional(),
        sso_connection_id: string().optional(),
        /**
         * Audit log (oversight/audit): the years each day's write-once archive copy is kept, saved with the privacy
         * rules and read by the daily archive through the companies index. Absent: AUDIT_ARCHIVE_YEARS.DEFAULT.
         */
        audit_archive_years: number().optional(),
        /** The course video limit in bytes, set by the super administrator (issue 33). Absent: VIDEO_LIMIT.defaultBytes. */
        video_max_bytes: number().optional(),
        gsi1pk: string(),
        gsi1sk: string(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
      }),
      computeKey: ({ company_id }) => ({ pk: keys.company(company_id), sk: keys.companySk }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
