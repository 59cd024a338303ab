import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { ROLE, type TRoleId } from '@skillway/shared';
import { companyEntity } from '../../platform/db/entities/company';
import { userEntity } from '../../platform/db/entities/user';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { disbandTeam } from '../team/save-team';
import { leaveAnyTeam } from '../team/team-repository';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/** The role a former administrator gets when they hand the role over (they keep managing, and may get a team). */
const FORMER_ADMIN_ROLE = ROLE.MANAGER;

function raced(): AppError {
  return new AppError('CONFLICT', "The user's role changed meanwhile. Please reload and try again.");
}

/**
 * Switches a user between User (3) and Team Manager (4), conditioned on the role read. A manager who becomes a user
 * loses their team; a user who becomes a manager leaves the team they were in (managers are not team members).
 */
export async function changeStaffRole(companyId: string, user: TUserItem, roleId: TRoleId): Promise<void> {
  if (roleId === user.role_id) return;
  if (roleId !== ROLE.USER && roleId !== ROLE.MANAGER) throw new Error('changeStaffRole handles roles 3 and 4 only');
  const written = await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: user.user_id, role_id: roleId })
      .options({ condition: { attr: 'role_id', eq: user.role_id } }),
  );
  if (!written) throw raced();
  if (user.role_id === ROLE.MANAGER) await disbandTeam(companyId, user.user_id);
  if (roleId === ROLE.MANAGER) await leaveAnyTeam(companyId, user);
}

/**
 * Only one administrator per company: making `newAdmin` administrator demotes the current administrator(s) to Team
 * Manager and records the new company owner, all in ONE transaction conditioned on the roles read (so two handovers
 * at once cannot leave two administrators or none). The new administrator then leaves any team and gives up their
 * own, since an administrator already manages everyone.
 */
export async function handOverAdministrator(
  companyId: string,
  newAdmin: TUserItem,
  currentAdminIds: readonly string[],
): Promise<void> {
  if (newAdmin.is_archived === 1) throw AppError.field('role_id', 'An archived user cannot be the administrator.');
  try {
    await transact([
      userEntity()
        .build(UpdateTransaction)
        .item({
          company_id: companyId,
          user_id: newAdmin.user_id,
          role_id: ROLE.ADMIN,
          manager_id: $remove(),
          gsi1pk: $remove(),
          gsi1sk: $remove(),
        })
        .options({
          condition: {
            and: [
              { attr: 'role_id', eq: newAdmin.role_id },
              { attr: 'is_archived', eq: 0 },
            ],
          },
        }),
      ...currentAdminIds.map((userId) =>
        userEntity()
          .build(UpdateTransaction)
          .item({ company_id: companyId, user_id: userId, role_id: FORMER_ADMIN_ROLE })
          .options({ condition: { attr: 'role_id', eq: ROLE.ADMIN } }),
      ),
      companyEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, owner_user_id: newAdmin.user_id })
        .options({ condition: { attr: 'company_id', exists: true } }),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw raced();
    throw error;
  }
  if (newAdmin.role_id === ROLE.MANAGER) await disbandTeam(companyId, newAdmin.user_id);
}
