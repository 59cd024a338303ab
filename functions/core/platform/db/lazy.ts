/**
 * A value built on its first use and kept: `export const userEntity = lazy(() => new Entity({…}))`, read as
 * `userEntity()`. Building a dynamodb-toolbox entity checks its schema (about 1 ms an entity at cold start), so a
 * Lambda pays only for the entities a request touches, not for every entity its modules import. Marked free of side
 * effects, so a bundle drops the entities it imports and never reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T extends object>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
