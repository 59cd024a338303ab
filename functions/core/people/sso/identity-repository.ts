import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sha256Hex } from '../../platform/crypto/tokens';
import { ssoIdentityEntity } from '../../platform/db/entities/sso';

/** The subject is the IdP's text (a GUID, a NameID that may be an email): its sha256 is the key part. */
const subjectHash = (subject: string) => sha256Hex(subject);

/** The user an IdP subject on this connection signed in as before, if any. */
export async function findLinkedUserId(
  companyId: string,
  connectionId: string,
  subject: string,
): Promise<string | undefined> {
  const { Item } = await ssoIdentityEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, connection_id: connectionId, subject_hash: subjectHash(subject) })
    .send();
  return Item?.user_id;
}

/** Links the subject to the user (the first sign-in, or a link whose user was deleted since). */
export async function linkIdentity(
  companyId: string,
  connectionId: string,
  subject: string,
  userId: string,
): Promise<void> {
  await ssoIdentityEntity()
    .build(PutItemCommand)
    .item({ company_id: companyId, connection_id: connectionId, subject_hash: subjectHash(subject), user_id: userId })
    .send();
}
