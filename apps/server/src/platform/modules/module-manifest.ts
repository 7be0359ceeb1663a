/**
 * A domain module's manifest: what it is called, which services of other modules it needs, which
 * it provides, and how it registers. The composition root keeps a list of manifests and registers
 * them in the order their needs give (modules/index.ts), so adding a domain is one line there.
 */
export interface ModuleManifest<Context, ServiceName extends string> {
  name: string;
  /** Services read while registering: their providers register first. */
  needs?: readonly ServiceName[];
  /**
   * Services called only later, from requests or jobs: their providers may register after this
   * module (a cycle is allowed), but one must exist or the start stops.
   */
  later?: readonly ServiceName[];
  /** Services this module provides (through `context.services.provide` while it registers). */
  provides?: readonly ServiceName[];
  register(context: Context): Promise<void>;
}

type AnyManifest = ModuleManifest<unknown, string>;

/**
 * The manifests in registration order: each after the providers of its `needs`, otherwise in list
 * order. A need no manifest provides, a service provided twice or a cycle of needs throws one line
 * naming it.
 */
export function orderManifests<M extends AnyManifest>(manifests: readonly M[]): M[] {
  const providerOf = new Map<string, M>();
  const names = new Set<string>();
  for (const m of manifests) {
    if (names.has(m.name)) throw new Error(`module ${m.name} is listed twice`);
    names.add(m.name);
    for (const service of m.provides ?? []) {
      const other = providerOf.get(service);
      if (other) throw new Error(`service ${service} is provided by both ${other.name} and ${m.name}`);
      providerOf.set(service, m);
    }
  }
  for (const m of manifests) {
    for (const service of [...(m.needs ?? []), ...(m.later ?? [])]) {
      if (!providerOf.has(service))
        throw new Error(`module ${m.name} needs ${service}, which no module provides`);
    }
  }
  const ordered: M[] = [];
  const state = new Map<M, 'visiting' | 'done'>();
  const visit = (m: M, path: string[]) => {
    if (state.get(m) === 'done') return;
    if (state.get(m) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(m.name)), m.name].join(' → ');
      throw new Error(`modules need each other in a cycle: ${cycle}`);
    }
    state.set(m, 'visiting');
    for (const service of m.needs ?? []) visit(providerOf.get(service)!, [...path, m.name]);
    state.set(m, 'done');
    ordered.push(m);
  };
  for (const m of manifests) visit(m, []);
  return ordered;
}
