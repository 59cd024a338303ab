import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { COMPANY_STATE, DEFAULT_COUNTRY, FREE_TRIAL_DAYS, ROLE, paymentMethodOfProduct } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import type { TCompanyRegisteredDetail } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { companyEntity } from '../platform/db/entities/company';
import { keys } from '../platform/db/keys';
import type { TCompanyItem, TUserItem } from '../platform/db/types';
import { publishEvent } from '../platform/events/publish-event';
import { AppError } from '../platform/http/app-error';
import { createUserWithIdentity } from '../people/users/create-user';
import { mailHoldOf } from '../people/mail-hold/mail-hold-rule';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TRegistration {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  password: string;
  banding: number;
  product_option?: number;
  refer?: string;
  refid?: string;
}

/**
 * A new company in a 14-day free trial (state 1) with its administrator, who chose their own password
 * (is_reset_default_password 1). Company, user and email lookup are written in one transaction; then
 * `company.registered` goes out for the welcome and verification email. Anyone can sign up with any address, so the
 * company starts with its mail held until that address is verified (people/mail-hold); only a company the platform
 * makes itself (the demo, `holdMail: false`) starts without. `language` (the sign-up's: the browser's) goes with the
 * event, for the registration email, and becomes the company's default language when it is not English.
 */
export async function registerCompany(
  input: TRegistration,
  options: { companyId?: string; publish?: boolean; holdMail?: boolean; language?: TLanguage } = {},
): Promise<{ company: TCompanyItem; user: TUserItem }> {
  const companyId = options.companyId ?? randomUUID();
  const now = new Date();
  const nowIso = now.toISOString();
  const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS).toISOString();
  let company: TCompanyItem | undefined;

  const user = await createUserWithIdentity({
    companyId,
    user: { first_name: input.first_name, last_name: input.last_name, email: input.email, role_id: ROLE.ADMIN },
    password: input.password,
    isResetDefaultPassword: 1,
    extraWrites: (userId) => {
      const item = {
        company_id: companyId,
        company_name: input.company_name,
        state: COMPANY_STATE.FREE_TRIAL,
        banding: input.banding,
        payment_method: paymentMethodOfProduct(input.product_option),
        country: DEFAULT_COUNTRY,
        trial_ends_at: trialEndsAt,
        total_users: 1,
        owner_user_id: userId,
        ...(options.holdMail === false ? {} : mailHoldOf({ user_id: userId, email: input.email })),
        gsi1pk: keys.companiesIndexPk,
        gsi1sk: keys.companiesIndexSk(nowIso, companyId),
        gsi2pk: keys.trialIndexPk,
        gsi2sk: keys.trialIndexSk(trialEndsAt, companyId),
        ...(input.product_option !== undefined ? { product_option: input.product_option } : {}),
        ...(input.refer ? { refer: input.refer } : {}),
        ...(input.refid ? { refid: input.refid } : {}),
        // Signed up in another language (the browser's): the company's default, so its administrator (and the
        // staff they add) carry on in it; Company Information changes it.
        ...(options.language && options.language !== DEFAULT_LANGUAGE ? { default_language: options.language } : {}),
      };
      company = { ...item, created_at: nowIso, updated_at: nowIso } as TCompanyItem;
      return [
        companyEntity()
          .build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'company_id', exists: false } }),
      ];
    },
    extraConflict: () => new AppError('CONFLICT', 'The company could not be created. Please try again.'),
  });
  if (!company) throw new Error('company was not built');

  if (options.publish !== false) {
    const detail: TCompanyRegisteredDetail = {
      company_id: companyId,
      user_id: user.user_id,
      ...(options.language ? { language: options.language } : {}),
    };
    await publishEvent(DETAIL_TYPE.COMPANY_REGISTERED, detail);
  }
  return { company, user };
}
