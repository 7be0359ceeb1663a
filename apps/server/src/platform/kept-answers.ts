import { SharedFlight } from './shared-flight';

/*
 * An answer kept a short, bounded time for callers asking the same thing (the home page of many
 * users of one merchant). A caller gets the kept answer while it is younger than `maxAgeMs` and
 * was made under the same `stamp` (a count of changes the answer depends on); once it is older
 * than `refreshAfterMs` the next caller starts a new computation behind it, so a busy page is
 * refreshed continually and never waits, and a quiet one computes on each call (its kept answer
 * is too old by then). No caller ever sees an answer older than `maxAgeMs`.
 */
export class KeptAnswers<V> {
  private readonly kept = new Map<string, { value: V; at: number; stamp: number }>();
  private readonly flights = new SharedFlight<V>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly refreshAfterMs = maxAgeMs / 4,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(key: string, stamp: number, compute: () => Promise<V>): Promise<V> {
    const kept = this.kept.get(key);
    const startedAt = this.now();
    if (kept && kept.stamp === stamp && startedAt - kept.at < this.maxAgeMs) {
      if (startedAt - kept.at >= this.refreshAfterMs)
        void this.computeAndKeep(key, stamp, compute).catch(() => {});
      return kept.value;
    }
    return this.computeAndKeep(key, stamp, compute);
  }

  private computeAndKeep(key: string, stamp: number, compute: () => Promise<V>): Promise<V> {
    return this.flights.run(key, async () => {
      const at = this.now();
      const value = await compute();
      if (this.maxAgeMs > 0) {
        if (this.kept.size > 10_000) this.kept.clear();
        // Aged from when the computation started: its figures are at least that old.
        this.kept.set(key, { value, at, stamp });
      }
      return value;
    });
  }
}
