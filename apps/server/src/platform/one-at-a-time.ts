/**
 * Background work run one piece at a time, with a turn of the event loop between pieces, each key
 * once while it waits: many pieces due together (a fleet's rows that aged together) then leave
 * requests room between them instead of holding the thread for all of them at once.
 */
export class OneAtATime {
  private readonly queue = new Map<string, () => Promise<unknown>>();
  private draining = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Queues `work` under `key`; answers the drain it started, or undefined when one runs already. */
  add(key: string, work: () => Promise<unknown>): Promise<void> | undefined {
    if (this.queue.has(key)) return undefined;
    this.queue.set(key, work);
    if (this.draining) return undefined;
    this.draining = true;
    return this.drain();
  }

  private async drain(): Promise<void> {
    try {
      for (const [key, work] of this.queue) {
        this.queue.delete(key);
        await work().catch(this.onError);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.draining = false;
    }
  }
}
