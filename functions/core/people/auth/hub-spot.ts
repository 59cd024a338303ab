import { crm } from '../../platform/crm/crm';
import type { TLog } from '../../platform/http/logger';
import { throttleSignupContact } from './request-throttle';

/**
 * POST /hub-spot (signup): the visitor's address goes to the marketing CRM. The CRM is best effort: its failure is
 * logged and never fails the signup.
 */
export async function addSignupContact(email: string, address: string, log: TLog, nowMs = Date.now()): Promise<void> {
  await throttleSignupContact(address, nowMs);
  try {
    await crm().addContact(email);
  } catch (error) {
    log.error('the CRM refused a signup contact', { error: error as Error });
  }
}
