import { SCIM_SCHEMA } from '@skillway/shared';
import { ScimError, coercionError } from './scim-error';
import { SCIMMY } from './scim-library';
import { scimBoolean } from './user-mapping';

/**
 * PATCH (RFC 7644 section 3.5.2) with SCIMMY's PatchOp: add, replace and remove, with or without a path, value
 * filters (`members[value eq "..."]`, `emails[type eq "work"].value`), operation names in any case. Before it runs,
 * the shapes identity providers are known to send that the RFC does not allow are read as they mean: Entra ID's
 * "True"/"False" for booleans and its bare string for the enterprise manager.
 */

type TOperation = { op?: unknown; path?: unknown; value?: unknown } & Record<string, unknown>;

const BOOLEAN_PATH = /(^|[.:])(active|primary)$/i;
const MANAGER_PATH = /:manager$/i;

function normaliseValue(path: string, value: unknown): unknown {
  if (BOOLEAN_PATH.test(path)) return scimBoolean(value);
  if (MANAGER_PATH.test(path) && typeof value === 'string') return { value };
  return value;
}

function normaliseOperation(operation: unknown): unknown {
  if (operation === null || typeof operation !== 'object' || Array.isArray(operation)) return operation;
  const op = operation as TOperation;
  if (typeof op.path === 'string') return { ...op, value: normaliseValue(op.path, op.value) };
  if (op.value !== null && typeof op.value === 'object' && !Array.isArray(op.value)) {
    const value = Object.fromEntries(
      Object.entries(op.value as Record<string, unknown>).map(([key, inner]) => [key, normaliseValue(key, inner)]),
    );
    return { ...op, value };
  }
  return op;
}

/** The PatchOp message, read and checked (400 invalidSyntax or invalidValue naming the operation at fault). */
export function readPatchOp(body: unknown): InstanceType<typeof SCIMMY.Messages.PatchOp> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ScimError(400, 'invalidSyntax', 'The request body must be a SCIM PatchOp message.');
  const message = body as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(message.Operations))
    throw new ScimError(400, 'invalidSyntax', 'The PatchOp message must have an Operations list.');
  // The message's schema is required by the RFC; a client that leaves it out still means a PatchOp.
  const schemas =
    Array.isArray(message.schemas) && message.schemas.length > 0 ? message.schemas : [SCIM_SCHEMA.PATCH_OP];
  try {
    return new SCIMMY.Messages.PatchOp({
      schemas: schemas as [typeof SCIM_SCHEMA.PATCH_OP],
      Operations: message.Operations.map(normaliseOperation) as never,
    });
  } catch (error) {
    throw coercionError(error) ?? error;
  }
}

/**
 * Applies the operations to a resource instance (a SCIMMY schema instance of its current state) and answers the
 * patched resource, or undefined when nothing changed.
 */
export async function applyPatchOp<T extends object>(
  patch: InstanceType<typeof SCIMMY.Messages.PatchOp>,
  current: T,
): Promise<Record<string, unknown> | undefined> {
  try {
    const patched = (await patch.apply(current as never)) as object | undefined;
    return patched ? ({ ...patched } as Record<string, unknown>) : undefined;
  } catch (error) {
    throw coercionError(error) ?? error;
  }
}
