import * as contracts from '@ies/contracts';
import type { Operation } from '@ies/contracts';
import { ZodLazy, ZodObject } from 'zod';
import { $ZodRegistry, type $ZodType, globalRegistry } from 'zod/v4/core';

type Meta = Record<string, unknown>;

/** The registry's own entries first, then zod's global one (descriptions, the ids set with `.meta`). */
class FallbackMap extends WeakMap<$ZodType, Meta> {
  constructor(private readonly fallback: WeakMap<$ZodType, Meta>) {
    super();
  }
  override get(key: $ZodType): Meta | undefined {
    return super.get(key) ?? this.fallback.get(key);
  }
  override has(key: $ZodType): boolean {
    return super.has(key) || this.fallback.has(key);
  }
}

/** `menuItemSchema` → `MenuItem`: the component's name. */
function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

let named: $ZodRegistry<Meta> | undefined;

/**
 * Every object schema the contracts export as `<name>Schema` is a named component (`<Name>`, and
 * `<Name>Input` where a request takes it), so the document refers to one definition instead of
 * repeating it inline. Built once: the contracts do not change while the process runs.
 */
export function namedSchemas(): $ZodRegistry<Meta> {
  if (named) return named;
  const registry = new $ZodRegistry<Meta>();
  const global = globalRegistry as unknown as {
    _map: WeakMap<$ZodType, Meta>;
    _idmap: Map<string, $ZodType>;
  };
  (registry as unknown as { _map: WeakMap<$ZodType, Meta> })._map = new FallbackMap(global._map);
  for (const [id, schema] of global._idmap) registry.add(schema, { ...global._map.get(schema), id });
  const taken = new Set(global._idmap.keys());
  // By name, so that the document is the same whatever order the contracts' index lists its folders in.
  const exports = Object.entries(contracts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [exportName, value] of exports) {
    // Objects, and the recursive (lazy) ones, which a document can only write as a reference.
    if (!exportName.endsWith('Schema') || !(value instanceof ZodObject || value instanceof ZodLazy)) continue;
    if (registry.get(value)?.id !== undefined) continue; // exported twice, or named with `.meta`
    const id = componentName(exportName);
    // An input component is named `<id>Input`: neither name may be taken twice.
    if (taken.has(id) || taken.has(`${id}Input`) || id.endsWith('Input')) continue;
    taken.add(id);
    registry.add(value, { ...global._map.get(value), id });
  }
  named = registry;
  return registry;
}

/** Each operation of the contracts by `METHOD /api/path`, with its id `<group>.<name>`. */
export interface DeclaredOperation {
  id: string;
  op: Operation;
}

let declared: Map<string, DeclaredOperation> | undefined;

export function declaredOperations(): Map<string, DeclaredOperation> {
  if (declared) return declared;
  declared = new Map();
  for (const [groupName, group] of Object.entries(contracts)) {
    if (!groupName.endsWith('Operations') || typeof group !== 'object' || group === null) continue;
    const prefix = groupName.replace(/Operations$/, '');
    for (const [name, op] of Object.entries(group as Record<string, Operation>)) {
      declared.set(`${op.method} /api${op.path}`, { id: `${prefix}.${name}`, op });
    }
  }
  return declared;
}

type Json = Record<string, unknown>;

/**
 * Two shapes zod writes that the rules read wrongly: `unknown | null` (an `anyOf` with an empty
 * branch, which already takes any value) and a record keyed by an enum (required keys with no
 * `properties`). Written as `{}` and as named properties.
 */
export function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((branch) => Object.keys(branch as Json).length === 0))
    delete schema.anyOf;
  const keys = (schema.propertyNames as Json | undefined)?.enum;
  if (
    Array.isArray(keys) &&
    schema.properties === undefined &&
    typeof schema.additionalProperties === 'object'
  ) {
    schema.properties = Object.fromEntries(keys.map((key) => [String(key), schema.additionalProperties]));
  }
  for (const value of Object.values(schema)) tidySchemas(value);
}
