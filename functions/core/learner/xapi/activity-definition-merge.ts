import type { TJson } from './statement-validation';

/**
 * Activity definitions as the Activities resource keeps them (xAPI 1.0.3 sections 2.4.4.1 and 7.5): what a statement
 * teaches about each activity it names, and how it joins what is known. Pure.
 */

const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of a definition that are language maps or extensions: joined key by key, the newer text winning. */
const MAPS = ['name', 'description', 'extensions'] as const;
/** Interaction components (lists of {id, description}): joined by id, their descriptions joined as language maps. */
const COMPONENTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;

function isActivity(value: unknown): value is TJson {
  return (
    isObject(value) &&
    (value.objectType === undefined || value.objectType === 'Activity') &&
    typeof value.id === 'string'
  );
}

/**
 * The activities of a statement that carry a definition, in the order they appear (the same id may come more than
 * once): the object, the context activities, and a SubStatement's object and context activities.
 */
export function definedActivities(statement: TJson): { id: string; definition: TJson }[] {
  const found: { id: string; definition: TJson }[] = [];
  const add = (value: unknown) => {
    if (isActivity(value) && isObject(value.definition) && Object.keys(value.definition).length > 0)
      found.push({ id: value.id as string, definition: value.definition });
  };
  const addContext = (context: unknown) => {
    const activities = isObject(context) ? context.contextActivities : undefined;
    if (!isObject(activities)) return;
    for (const kind of ['parent', 'grouping', 'category', 'other']) {
      const value = activities[kind];
      for (const activity of Array.isArray(value) ? value : [value]) add(activity);
    }
  };
  add(statement.object);
  addContext(statement.context);
  const object = statement.object;
  if (isObject(object) && object.objectType === 'SubStatement') {
    add(object.object);
    addContext(object.context);
  }
  return found;
}

function joinComponents(stored: unknown, incoming: unknown): unknown {
  if (!Array.isArray(stored) || !Array.isArray(incoming)) return incoming;
  const joined = stored.map((component) => (isObject(component) ? { ...component } : component));
  for (const component of incoming) {
    const index = joined.findIndex(
      (known) => isObject(known) && isObject(component) && known.id === component.id && known.id !== undefined,
    );
    const known = index >= 0 ? joined[index] : undefined;
    if (isObject(known) && isObject(component)) {
      joined[index] = {
        ...known,
        ...component,
        ...(isObject(known.description) && isObject(component.description)
          ? { description: { ...known.description, ...component.description } }
          : {}),
      };
    } else {
      joined.push(component);
    }
  }
  return joined;
}

/**
 * The definition after a statement's: the first one taught is kept as it is; after that, only a writer that may define
 * the activity (`define`) changes it, joining the language maps, extensions and interaction components and taking
 * its other properties (type, moreInfo, interactionType, correctResponsesPattern). Undefined when nothing changes.
 *
 * xAPI 1.0.3 section 6.4.2, scope `define`: without it "the LRS may save the original definition of the activity
 * … if it does not already have it, but it will not change any existing definitions".
 */
export function joinDefinitions(stored: TJson | undefined, incoming: TJson, define: boolean): TJson | undefined {
  if (!stored) return structuredClone(incoming);
  if (!define) return undefined;
  const joined: TJson = { ...stored };
  for (const [property, value] of Object.entries(incoming)) {
    if ((MAPS as readonly string[]).includes(property) && isObject(stored[property]) && isObject(value))
      joined[property] = { ...stored[property], ...value };
    else if ((COMPONENTS as readonly string[]).includes(property))
      joined[property] = joinComponents(stored[property], value);
    else joined[property] = value;
  }
  return JSON.stringify(joined) === JSON.stringify(stored) ? undefined : joined;
}

/** The Activity object the Activities resource answers: its id, and its definition when one is known. */
export function activityObject(id: string, definition: TJson | undefined): TJson {
  return { objectType: 'Activity', id, ...(definition ? { definition } : {}) };
}
