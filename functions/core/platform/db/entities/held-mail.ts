import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * An email the company wrote while its mail was on hold (functions/core/people/mail-hold): stored rendered, as it
 * would have gone out, and sent when the hold is lifted. pk `C#<cid>`, sk `HELDMAIL#<held_at>#<mail_id>` (oldest
 * first). DynamoDB deletes it after `ttl`, a little after the registering administrator's verification link expires.
 */
export const heldMailEntity = lazy(
  () =>
    new Entity({
      name: 'HeldMail',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        held_at: string().key(),
        mail_id: string().key(),
        // `to` is a DynamoDB reserved word; `recipient` needs no expression name in hand-written expressions.
        recipient: string(),
        subject: string(),
        html: string(),
        text: string(),
        /** ISO: when a link the mail carries dies (a password reset, a set-password link); released after, it is dropped. */
        expires_at: string().optional(),
        ttl: number(),
      }),
      computeKey: ({ company_id, held_at, mail_id }) => ({
        pk: keys.company(company_id),
        sk: keys.heldMailSk(held_at, mail_id),
      }),
      timestamps: false,
    }),
);
