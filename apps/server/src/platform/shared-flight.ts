/**
 * Requests asking for the same thing while it is being computed wait for that computation
 * instead of starting their own (the home page of 50 users of one merchant: one computation, not
 * 50 queued on the same database). Nothing is kept after it settles: a later request computes
 * again, so a request never sees figures older than the computation it joined.
 */
export class SharedFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  run(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
