import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sesClient } from '../clients/ses';
import { config } from '../config';
import { baseLogger } from '../http/logger';

export interface TEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** A message as the local outbox stores it (one JSON file each; `/_local/mail` lists them). */
interface TOutboxMessage extends TEmail {
  id: string;
  sent_at: string;
}

/**
 * Sends one email: SESv2 on AWS, or locally one JSON file per message in MAIL_OUTBOX_DIR. The file is written
 * under a temporary name and renamed, so a reader never sees half a message.
 */
export async function sendEmail(email: TEmail): Promise<{ id: string }> {
  const outbox = config.mailOutboxDir;
  if (outbox) {
    const message: TOutboxMessage = { id: randomUUID(), ...email, sent_at: new Date().toISOString() };
    await mkdir(outbox, { recursive: true });
    const name = `${message.sent_at.replace(/[:.]/g, '-')}-${message.id}.json`;
    const temporary = join(outbox, `.${name}.tmp`);
    await writeFile(temporary, `${JSON.stringify(message, null, 2)}\n`);
    await rename(temporary, join(outbox, name));
    baseLogger().info('mail written to the local outbox', { to: email.to, subject: email.subject, file: name });
    return { id: message.id };
  }
  const [client, { SendEmailCommand }] = await Promise.all([sesClient(), import('@aws-sdk/client-sesv2')]);
  const result = await client.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return { id: result.MessageId ?? '' };
}
