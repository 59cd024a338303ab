/**
 * oidc-provider's storage for the local provider: in memory, for the life of the process (sessions, interactions,
 * codes and tokens end with the stack; the signing keys do not, see idp-keys.ts). oidc-provider ships a memory
 * adapter too, but warns on the console whenever it is used; this one is the same idea, without the warning.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface TEntry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function createMemoryAdapterFactory() {
  const entries = new Map<string, TEntry>();
  /** Secondary indexes oidc-provider looks things up by. */
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return structuredClone(entry.payload);
  };

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const key = this.key(id);
      entries.set(key, {
        payload: structuredClone(payload),
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
      });
      if (payload.uid) byUid.set(payload.uid, id);
      if (payload.userCode) byUserCode.set(payload.userCode, id);
      if (payload.grantId) {
        const members = byGrant.get(payload.grantId) ?? new Set<string>();
        members.add(key);
        byGrant.set(payload.grantId, members);
      }
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      const id = byUid.get(uid);
      return id ? live(this.key(id)) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = byUserCode.get(userCode);
      return id ? live(this.key(id)) : undefined;
    }

    async consume(id: string) {
      const entry = entries.get(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
      byGrant.delete(grantId);
    }
  };
}
