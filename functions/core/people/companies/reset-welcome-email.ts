import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { userEntity } from '../../platform/db/entities/user';
import { AppError } from '../../platform/http/app-error';
import { requireCustomerCompany } from './company-admin';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * POST /reset/welcome-email: the user's welcome email counts as not sent again (`is_mail_sent` 0), so the
 * administrator's Send Welcome Email (one user, or the new-or-outstanding mass send) offers and sends it again.
 * The last request id stays: a late redelivery of the earlier send is still recognised and not sent twice.
 */
export async function resetWelcomeEmail(companyId: string, userId: string): Promise<void> {
  await requireCustomerCompany(companyId);
  const written = await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, is_mail_sent: 0 })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
}
