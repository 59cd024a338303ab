import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { userEntity } from '../../platform/db/entities/user';
import { AppError } from '../../platform/http/app-error';

/** The user attributes only provisioning writes (names go through the user repository like every edit). */
export interface TScimUserFields {
  first_name?: string;
  last_name?: string;
  scim_external_id?: string | null;
  department?: string | null;
  job_title?: string | null;
  scim_manager_id?: string | null;
  language?: string;
}

/** Updates an existing user's provisioned attributes (`null` removes one); 404 when the user is gone. */
export async function updateScimUserRecord(companyId: string, userId: string, fields: TScimUserFields): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    values[name] = value === null ? $remove() : value;
  }
  if (Object.keys(values).length === 0) return;
  const written = await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, ...values })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
}
