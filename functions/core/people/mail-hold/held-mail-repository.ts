import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { companyEntity } from '../../platform/db/entities/company';
import { heldMailEntity } from '../../platform/db/entities/held-mail';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import type { TEmail } from '../../platform/mail/send-email';
import { HELD_MAIL_RETENTION_DAYS } from './mail-hold-rule';

export type THeldMailItem = FormattedItem<ReturnType<typeof heldMailEntity>>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Stores the email for later, on condition that the company is still held: false (nothing stored) when the hold was
 * lifted since the caller read the company, so the caller sends it now. The release reads held mail only after the
 * lift, so a mail is either stored before the lift and released, or refused here and sent: never stranded.
 */
export async function holdMail(
  companyId: string,
  email: TEmail,
  expiresAt: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  try {
    await transact([
      companyEntity()
        .build(ConditionCheck)
        .key({ company_id: companyId })
        .condition({ attr: 'mail_hold_user_id', exists: true }),
      heldMailEntity()
        .build(PutTransaction)
        .item({
          company_id: companyId,
          held_at: new Date(nowMs).toISOString(),
          mail_id: randomUUID(),
          recipient: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(expiresAt ? { expires_at: expiresAt } : {}),
          ttl: Math.floor(nowMs / 1000) + HELD_MAIL_RETENTION_DAYS * DAY_SECONDS,
        }),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** One page of the company's held mail, oldest first (consistent: a mail held just before the lift is seen). */
export async function listHeldMail(companyId: string, limit: number, cursor?: Record<string, unknown>) {
  const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(heldMailEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.heldMailsPrefix } })
    .options({ limit, consistent: true, ...(cursor ? { exclusiveStartKey: cursor } : {}) })
    .send();
  return { items: Items ?? [], cursor: LastEvaluatedKey };
}

export async function hasHeldMail(companyId: string): Promise<boolean> {
  return (await listHeldMail(companyId, 1)).items.length > 0;
}

/** Claims one held mail for sending by deleting it: false when another run took it first. */
export async function takeHeldMail(mail: THeldMailItem): Promise<boolean> {
  return sendUnlessConditionFails(
    heldMailEntity()
      .build(DeleteItemCommand)
      .key({ company_id: mail.company_id, held_at: mail.held_at, mail_id: mail.mail_id })
      .options({ condition: { attr: 'mail_id', exists: true } }),
  );
}

/** Gives a taken mail back (its send failed), under the same key, so a retry sends it in its place. */
export async function putBackHeldMail(mail: THeldMailItem): Promise<void> {
  await heldMailEntity().build(PutItemCommand).item(mail).send();
}
