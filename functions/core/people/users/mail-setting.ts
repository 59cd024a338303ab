import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { companyEntity } from '../../platform/db/entities/company';

/** POST /company/update-mail-setting: whether adding a user sends the welcome email. */
export async function setMailEnabled(companyId: string, enabled: 0 | 1): Promise<void> {
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, enable_mail: enabled })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
}
