/** The marketing CRM the signup passes visitors' addresses to (learner spec: POST /hub-spot). */
export interface TCrm {
  /** Records the address as a contact; an address already known is fine. */
  addContact(email: string): Promise<void>;
}
