/**
 * Coalesces the look-ups asked for in one turn of the event loop into one query: with 1,000
 * devices the engine's first evaluations (and the device cache's refreshes) are a few queries
 * instead of thousands competing with ingest for the pool (bench/alarms).
 */
export class BatchLoader<V> {
  private pending = new Map<
    string,
    Array<{ resolve: (v: V | undefined) => void; reject: (e: unknown) => void }>
  >();
  private scheduled = false;

  constructor(
    private readonly load: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxKeys = 500,
  ) {}

  get(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += this.maxKeys) {
      const part = keys.slice(i, i + this.maxKeys);
      try {
        const found = await this.load(part);
        for (const key of part) for (const w of batch.get(key) ?? []) w.resolve(found.get(key));
      } catch (error) {
        for (const key of part) for (const w of batch.get(key) ?? []) w.reject(error);
      }
    }
  }
}
