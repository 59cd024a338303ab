import { AUDIT_ACTOR_KIND, type TAuditActorKind } from '@skillway/shared';

/** The attribute the capture middleware (platform/audit) writes on every audited Put and Update. */
export const AUDIT_STAMP_ATTRIBUTE = '_aud';

/**
 * What a write's `_aud` says (docs/architecture.md "Audit log"): the request, its action and audited entity types,
 * the actor, the scope company, the source address, the time, and `d` on the stamp a delete leaves just before it.
 */
export interface TAuditStamp {
  v: 1;
  /** The request id. */
  r: string;
  /** The action: the operation id, or a SYSTEM_AUDIT_ACTION. */
  o: string;
  /** The entity names whose changes this request records. */
  i: string[];
  ak: TAuditActorKind;
  /** The actor's id: a user id, a SCIM token id, `system`. */
  a: string;
  /** The actor's role id. */
  ro?: number;
  /** 1: the super administrator acting in this company. */
  ob?: 1;
  /** The company the request acts in (`platform` for platform actions). */
  c: string;
  ip: string;
  /** ISO time of the write. */
  t: string;
  /** 1: the stamp an item gets just before it is deleted. */
  d?: 1;
}

const ACTOR_KINDS = new Set<string>(Object.values(AUDIT_ACTOR_KIND));

/** The stamp in an image's `_aud`, or undefined when there is none or it is not one (never throws). */
export function parseAuditStamp(raw: unknown): TAuditStamp | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const stamp = value as Partial<TAuditStamp>;
  if (stamp.v !== 1 || typeof stamp.o !== 'string' || !stamp.o) return undefined;
  if (!Array.isArray(stamp.i) || !stamp.i.every((name) => typeof name === 'string')) return undefined;
  if (typeof stamp.ak !== 'string' || !ACTOR_KINDS.has(stamp.ak)) return undefined;
  if (typeof stamp.a !== 'string' || typeof stamp.c !== 'string' || typeof stamp.t !== 'string') return undefined;
  if (Number.isNaN(Date.parse(stamp.t))) return undefined;
  return {
    v: 1,
    r: typeof stamp.r === 'string' ? stamp.r : '',
    o: stamp.o,
    i: stamp.i,
    ak: stamp.ak,
    a: stamp.a,
    ...(typeof stamp.ro === 'number' ? { ro: stamp.ro } : {}),
    ...(stamp.ob === 1 ? { ob: 1 as const } : {}),
    c: stamp.c,
    ip: typeof stamp.ip === 'string' ? stamp.ip : '',
    t: new Date(stamp.t).toISOString(),
    ...(stamp.d === 1 ? { d: 1 as const } : {}),
  };
}
