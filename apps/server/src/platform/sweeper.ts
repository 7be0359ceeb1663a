/**
 * A periodic sweep that never overlaps itself: a tick while one runs joins it, and `stop` waits
 * for the one under way. The timer is unref'd so it never keeps the process alive.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly sweep: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tick().catch(this.onError), intervalMs);
    this.timer.unref();
  }

  /** One sweep now, or the one already running. */
  tick(): Promise<void> {
    if (!this.running) {
      this.running = this.sweep().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => {});
  }
}
