/**
 * The services domain modules hand each other. A module provides its service as it registers;
 * a module that needs another's service reads it at call time, since the provider may register
 * after it. `Services` is the name → service map (modules/services.ts), so platform names no module.
 */
export class ModuleServices<Services extends object> {
  readonly #services = new Map<keyof Services, unknown>();

  provide<K extends keyof Services>(name: K, service: Services[K]): void {
    // A second provider would silently replace the service the first one's users already hold.
    if (this.#services.has(name)) throw new Error(`${String(name)} service provided twice`);
    this.#services.set(name, service);
  }

  /** The service; throws when its module has not registered (yet). */
  get<K extends keyof Services>(name: K): Services[K] {
    if (!this.#services.has(name)) throw new Error(`${String(name)} module not registered`);
    return this.#services.get(name) as Services[K];
  }

  /** The service, or undefined while its module has not registered (optional collaborators). */
  find<K extends keyof Services>(name: K): Services[K] | undefined {
    return this.#services.get(name) as Services[K] | undefined;
  }
}
