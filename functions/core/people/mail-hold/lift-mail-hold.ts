import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { TMailHoldLiftedDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { companyEntity } from '../../platform/db/entities/company';
import type { TUserItem } from '../../platform/db/types';
import { publishEvent } from '../../platform/events/publish-event';
import { hasHeldMail } from './held-mail-repository';

/**
 * The hold ends when the administrator it names verifies the address it names: one conditional write, so only the
 * first verification lifts it. Then the held mail is released in the background (events/handlers/release-held-mail).
 * A later verification publishes the release again while mail is still held: a release lost to a failed publish is
 * not stranded, and a repeat finds nothing to send. Returns whether this call lifted the hold.
 */
export async function liftMailHold(user: Pick<TUserItem, 'company_id' | 'user_id' | 'email'>): Promise<boolean> {
  const lifted = await sendUnlessConditionFails(
    companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: user.company_id, mail_hold_user_id: $remove(), mail_hold_email: $remove() })
      .options({
        condition: {
          and: [
            { attr: 'mail_hold_user_id', eq: user.user_id },
            { attr: 'mail_hold_email', eq: user.email.toLowerCase() },
          ],
        },
      }),
  );
  if (lifted || (await hasHeldMail(user.company_id))) {
    const detail: TMailHoldLiftedDetail = { company_id: user.company_id };
    await publishEvent(DETAIL_TYPE.MAIL_HOLD_LIFTED, detail);
  }
  return lifted;
}
