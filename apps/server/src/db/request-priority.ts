import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * PGlite is one connection: every statement waits for the one before it, in arrival order. While
 * the demo backfills, ingest keeps several statements queued, and a sign-in's five or six
 * statements each waited behind them (health 3 s, sign-in 3 s at p95; docs/performance.md). The
 * gate below lets a request's statements go first; background work (ingest, jobs) waits a moment
 * after a request's statement so that its next one, a few milliseconds later, still goes first.
 */

const requests = new AsyncLocalStorage<true>();

/** Runs `work` as part of an HTTP request: its statements go ahead of background work. */
export function asRequest<T>(work: () => T): T {
  return requests.run(true, work);
}

/** After a request's statement, background work waits this long for the request's next one. */
const REQUEST_LINGER_MS = 30;
/** No background statement waits longer than this for requests (ingest must not starve). */
const BACKGROUND_MAX_WAIT_MS = 1000;

interface Waiter {
  grant: () => void;
  since: number;
}

/**
 * One statement or transaction at a time. While `preferRequests` is on, requests' first and
 * background work's when none waits; while off, in arrival order.
 */
export class RequestPriorityGate {
  preferRequests: boolean;
  private busy = false;
  private readonly requestQueue: Waiter[] = [];
  private readonly backgroundQueue: Waiter[] = [];
  private requestEndedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: { preferRequests?: boolean } = {}) {
    this.preferRequests = options.preferRequests ?? true;
  }

  async run<T>(work: () => Promise<T>, fromRequest = requests.getStore() === true): Promise<T> {
    await new Promise<void>((grant) => {
      (fromRequest ? this.requestQueue : this.backgroundQueue).push({ grant, since: performance.now() });
      this.next();
    });
    try {
      return await work();
    } finally {
      if (fromRequest) this.requestEndedAt = performance.now();
      this.busy = false;
      this.next();
    }
  }

  private next(): void {
    if (this.busy) return;
    if (!this.preferRequests) {
      const request = this.requestQueue[0];
      const background = this.backgroundQueue[0];
      const first =
        request && (!background || request.since <= background.since)
          ? this.requestQueue.shift()
          : this.backgroundQueue.shift();
      if (!first) return;
      this.busy = true;
      first.grant();
      return;
    }
    const now = performance.now();
    const oldest = this.backgroundQueue[0];
    const overdue = oldest !== undefined && now - oldest.since >= BACKGROUND_MAX_WAIT_MS;
    let waiter: Waiter | undefined;
    if (this.requestQueue.length > 0 && !overdue) {
      waiter = this.requestQueue.shift();
    } else if (oldest) {
      const lingerLeft = this.requestEndedAt + REQUEST_LINGER_MS - now;
      if (lingerLeft > 0 && !overdue) {
        this.wakeIn(lingerLeft);
        return;
      }
      waiter = this.backgroundQueue.shift();
    }
    if (!waiter) return;
    this.busy = true;
    waiter.grant();
  }

  private wakeIn(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.next();
    }, ms);
  }
}
