import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A customer company (tenant). pk `C#<cid>`, sk `COMPANY`.
 * gsi1 lists every company for the super administrator; gsi2 is sparse and holds only companies in a free
 * trial (states 1 and 5), keyed by trial end, so the expiry schedule queries instead of scanning.
 */
export const CompanyEntity = new Entity({
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
    /** 1 turns the BreatheHR import on for a company created after BREATHE_CUTOFF_DATE (set by the super administrator). */
    breathe_enabled: number().optional(),
    /** The company's BreatheHR API token: used by the import, never returned whole (the API shows it masked). */
    breathe_api_token: string().optional(),
    gsi1pk: string(),
    gsi1sk: string(),
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ company_id }) => ({ pk: keys.company(company_id), sk: keys.companySk }),
  timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
});
