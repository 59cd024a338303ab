/**
 * Which of the product's groups a user joins and leaves after an SSO sign-in (pure). Only groups named in the
 * connection's group map are ever touched: the user joins every mapped group the IdP lists them in, and leaves every
 * mapped group the IdP no longer lists; groups the map does not name (an administrator's own) are left alone.
 * IdP group names are compared without regard to case or surrounding spaces (Okta and Google send names, Entra ID
 * object ids; neither varies by case in meaning).
 */
export interface TGroupMapRow {
  idp_group: string;
  group_id: string;
}

export interface TGroupSyncPlan {
  join: string[];
  leave: string[];
}

const normal = (name: string) => name.trim().toLowerCase();

export function planGroupSync(
  groupMap: readonly TGroupMapRow[],
  idpGroups: readonly string[],
  currentGroupIds: readonly string[],
): TGroupSyncPlan {
  const listed = new Set(idpGroups.map(normal));
  const mapped = new Set(groupMap.map((row) => row.group_id));
  const wanted = new Set(groupMap.filter((row) => listed.has(normal(row.idp_group))).map((row) => row.group_id));
  const current = new Set(currentGroupIds);
  return {
    join: [...wanted].filter((groupId) => !current.has(groupId)),
    leave: [...mapped].filter((groupId) => !wanted.has(groupId) && current.has(groupId)),
  };
}
