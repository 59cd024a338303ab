import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { ExecuteTransactWriteInput } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { MSG, ROLE, bandById, type TRoleId } from '@skillway/shared';
import { findEmailOwner } from '../auth/email-owner';
import { createIdentity, deleteIdentity } from '../../platform/auth/identity-provider';
import { countUserWithinBand, findCompany } from '../companies/company-repository';
import { emailLookupEntity } from '../../platform/db/entities/email-lookup';
import { userEntity } from '../../platform/db/entities/user';
import { keys } from '../../platform/db/keys';
import type { TUserItem } from '../../platform/db/types';
import { baseLogger } from '../../platform/http/logger';
import { AppError } from '../../platform/http/app-error';
import { temporaryPassword } from './temporary-password';

/** One write of a TransactWriteItems call, as dynamodb-toolbox builds it. */
type TWrite = Extract<ExecuteTransactWriteInput[number], { entity: unknown }>;

export interface TNewUser {
  first_name: string;
  last_name: string;
  email: string;
  role_id: TRoleId;
  manager_id?: string;
  assigned_users?: string[];
  unique_id?: string;
  /** The administrator whose create has more writes to make after the transaction (see UserEntity). */
  create_pending_by?: string;
}

/**
 * Transactions that touch the same company counter at once can be cancelled with TransactionConflict (not a failed
 * condition); those are retried a few times with jitter, anything else is not.
 */
async function withConflictRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const conflict =
        isTransactionCancelled(error) &&
        (error.CancellationReasons ?? []).some((reason) => reason?.Code === 'TransactionConflict') &&
        !(error.CancellationReasons ?? []).some((reason) => reason?.Code === 'ConditionalCheckFailed');
      if (!conflict || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

export function emailTaken(): AppError {
  return AppError.validation({ email: [MSG.EMAIL_TAKEN] }, MSG.EMAIL_TAKEN);
}

interface TCreateInput {
  companyId: string;
  user: TNewUser;
  password: string;
  /** 1: the password is the user's own; 0: temporary, to be replaced at first sign-in. */
  isResetDefaultPassword: 0 | 1;
  /** More writes for the same transaction (the company for a registration, the user counter otherwise). */
  extraWrites?: (userId: string) => TWrite[];
  /** The error for a failed condition on extra write `index` (0-based). */
  extraConflict?: (index: number) => AppError;
  userId?: string;
}

/**
 * Creates the Cognito identity, then in ONE transaction the user, the EmailLookup item (which fails if the address
 * is taken, making emails unique platform-wide) and any extra writes. If the transaction fails, the identity is
 * deleted again, so a refused user leaves nothing behind.
 */
export async function createUserWithIdentity(input: TCreateInput): Promise<TUserItem> {
  const email = input.user.email.toLowerCase();
  if (await findEmailOwner(email)) throw emailTaken();
  const userId = input.userId ?? randomUUID();
  const item = {
    company_id: input.companyId,
    user_id: userId,
    first_name: input.user.first_name,
    last_name: input.user.last_name,
    email,
    role_id: input.user.role_id,
    is_reset_default_password: input.isResetDefaultPassword,
    is_notification: 1,
    is_archived: 0,
    is_mail_sent: 0,
    ...(input.user.unique_id ? { unique_id: input.user.unique_id } : {}),
    ...(input.user.create_pending_by ? { create_pending_by: input.user.create_pending_by } : {}),
    // A team member is also in the manager's team index (gsi1), which My Team reads.
    ...(input.user.manager_id
      ? {
          manager_id: input.user.manager_id,
          gsi1pk: keys.teamIndexPk(input.companyId, input.user.manager_id),
          gsi1sk: keys.teamIndexSk(userId),
        }
      : {}),
    ...(input.user.assigned_users ? { assigned_users: input.user.assigned_users } : {}),
  };

  await createIdentity({ userId, email, companyId: input.companyId, password: input.password });
  const extra = input.extraWrites?.(userId) ?? [];
  try {
    await withConflictRetry(() =>
      execute(
        userEntity()
          .build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'user_id', exists: false } }),
        emailLookupEntity()
          .build(PutTransaction)
          .item({ email, company_id: input.companyId, user_id: userId })
          .options({ condition: { attr: 'email', exists: false } }),
        ...extra,
      ),
    );
  } catch (error) {
    await deleteIdentity(userId).catch((cleanupError: unknown) =>
      baseLogger().error('could not delete the identity of a refused user', {
        user_id: userId,
        error: cleanupError as Error,
      }),
    );
    if (isTransactionCancelled(error)) {
      const reasons = error.CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') throw emailTaken();
      const extraIndex = reasons.slice(2).findIndex((reason) => reason?.Code === 'ConditionalCheckFailed');
      if (extraIndex >= 0 && input.extraConflict) throw input.extraConflict(extraIndex);
    }
    throw error;
  }
  const now = new Date().toISOString();
  return { ...item, created_at: now, updated_at: now } as TUserItem;
}

/**
 * A user created by an administrator (the people issue adds the screen): a temporary password they must replace
 * at first sign-in (is_reset_default_password 0), counted against the company's band in the same transaction.
 * Returns the temporary password for the welcome email.
 */
export async function createCompanyUser(
  companyId: string,
  user: TNewUser,
  options: { password?: string; mustChangePassword?: boolean } = {},
): Promise<{ user: TUserItem; password: string }> {
  if (user.role_id === ROLE.SUPER_ADMIN) throw AppError.field('role_id', 'The selected role is invalid.');
  const company = await findCompany(companyId);
  if (!company) throw AppError.notFound();
  const maxUsers = bandById(company.banding)?.max ?? 0;
  const password = options.password ?? temporaryPassword();
  const created = await createUserWithIdentity({
    companyId,
    user,
    password,
    isResetDefaultPassword: options.mustChangePassword === false ? 1 : 0,
    extraWrites: () => [countUserWithinBand(companyId, maxUsers)],
    extraConflict: () => new AppError('VALIDATION', MSG.PLAN_LIMIT),
  });
  return { user: created, password };
}
