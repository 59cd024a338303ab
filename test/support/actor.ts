/** A caller of the API in the integration tests, as the tenants fixture builds it. */
export type TActorName = 'anonymous' | 'learner' | 'manager' | 'admin' | 'superAdmin';

export interface TActor {
  token?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** A verified upload of this actor's company. */
  uploadKey: string;
  /** Adds a notification for this actor and returns its id (rows such as clear-all remove earlier ones). */
  newNotification: () => Promise<string>;
  /** The actor's company id (absent for the anonymous caller). */
  companyId?: string;
  /** A group of the actor's company (company A's for the anonymous caller and the super administrator). */
  groupId?: string;
  /** Creates a new group in the actor's company and returns its id (for rows that delete one). */
  newGroup?: () => Promise<string>;
  /** The actor's user id (absent for the anonymous caller). */
  userId?: string;
}
