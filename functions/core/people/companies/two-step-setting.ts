import type { TCompanyDetails } from '@skillway/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { companyEntity } from '../../platform/db/entities/company';
import type { TLog } from '../../platform/http/logger';
import { getCompanyDetails } from './account-info';

/**
 * "Require two-step verification for administrators" (Company Information). Turned on, each administrator of the
 * company sets it up at their next sign-in; sessions already open carry on.
 */
export async function saveTwoStepSetting(
  companyId: string,
  required: boolean,
  actor: { userId: string },
  log: TLog,
): Promise<TCompanyDetails> {
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, require_two_step_admins: required ? 1 : 0 })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
  log.info('audit: company two-step requirement changed', {
    audit: 'company.two_step_required',
    actor_id: actor.userId,
    company_id: companyId,
    required,
  });
  return getCompanyDetails(companyId);
}
