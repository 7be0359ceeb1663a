import type { Clock } from '../platform/clock';

/** A clock that tests move forward instead of sleeping; it starts at the real time. */
export class ManualClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
