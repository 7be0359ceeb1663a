import type { ZodType } from 'zod';

/*
 * The fields of a request body that hold ids, found by walking its zod schema (the body-id matrix,
 * platform/tenant-boundary-body-ids.test.ts, fails on one it neither tries nor excludes).
 */

/** Keys spelled like an id: `id`, `ids`, `*_id`, `*_ids`, `*Id`, `*Ids`. */
const ID_KEY = /(^|_)ids?$|[a-z]Ids?$/;
/** Keys that hold ids without being spelled like one: upload addresses and a group's lists. */
const ID_KEYS_UNLIKE_IDS = new Set(['avatar', 'android_image', 'ios_image', 'stations', 'devices', 'menus']);

export const holdsIds = (key: string): boolean => ID_KEY.test(key) || ID_KEYS_UNLIKE_IDS.has(key);

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  valueType?: ZodType;
}

/** Every key path of a body (`a.b`, arrays as `a[]`), once. */
export function bodyKeyPaths(schema: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown, path: string) => {
    const def = (node as { _zod?: { def: Def } } | undefined)?._zod?.def;
    if (!def) return;
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) {
          const at = path ? `${path}.${key}` : key;
          out.add(at);
          walk(child, at);
        }
        return;
      case 'array':
        return walk(def.element, `${path}[]`);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType, path);
      case 'pipe':
        return walk(def.in, path);
      case 'union':
        for (const option of def.options ?? []) walk(option, path);
        return;
      case 'intersection':
        walk(def.left, path);
        return walk(def.right, path);
      case 'record':
        return walk(def.valueType, `${path}.*`);
      default:
        return;
    }
  };
  walk(schema, '');
  return [...out];
}

/** The key paths of a body that hold ids (the last key decides). */
export function bodyIdFields(schema: unknown): string[] {
  return bodyKeyPaths(schema).filter((path) => holdsIds(path.split('.').pop()!.replace(/\[\]$/, '')));
}
