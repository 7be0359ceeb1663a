import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedSnapshot, ScreenFeed } from './screenFeed';

/** A loader whose answers are given in order: a value, or an Error to fail with. */
function scripted(answers: Array<number | Error>) {
  const calls = { count: 0 };
  const load = async () => {
    const answer = answers[Math.min(calls.count++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { load, calls };
}

describe('a big screen feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps retrying with growing delays through an outage and reads everything again once back', async () => {
    const down = new Error('network');
    const { load, calls } = scripted([1, down, down, down, down, down, down, down, down, 2]);
    const seen: FeedSnapshot<number>[] = [];
    const feed = new ScreenFeed<number>({
      load,
      intervalMs: 5000,
      isExpired: () => false,
      onExpired: () => undefined,
      onChange: (s) => seen.push(s),
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toMatchObject({ data: 1, state: 'live' });
    const okAt = seen.at(-1)!.lastOkAt;
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen.at(-1)).toMatchObject({ data: 1, state: 'reconnecting', lastOkAt: okAt });
    // Eight failures in a row, then back: it never gave up, and the data is the new read.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls.count).toBeGreaterThanOrEqual(10);
    expect(seen.at(-1)).toMatchObject({ data: 2, state: 'live' });
    feed.stop();
  });

  it('tries again at once when the tab becomes visible', async () => {
    const { load, calls } = scripted([new Error('down'), new Error('down'), new Error('down'), 3]);
    const feed = new ScreenFeed<number>({
      load,
      intervalMs: 5000,
      isExpired: () => false,
      onExpired: () => undefined,
      onChange: () => undefined,
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    const before = calls.count;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(before + 1);
    feed.stop();
  });

  it('goes to sign-in on an expired session and stops', async () => {
    const expired = new Error('expired');
    const { load, calls } = scripted([expired]);
    const onExpired = vi.fn();
    const feed = new ScreenFeed<number>({
      load,
      intervalMs: 5000,
      isExpired: (e) => e === expired,
      onExpired,
      onChange: () => undefined,
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onExpired).toHaveBeenCalledOnce();
    expect(calls.count).toBe(1);
  });

  it('leaves no timer or listener behind when stopped', async () => {
    const { load, calls } = scripted([1]);
    const feed = new ScreenFeed<number>({
      load,
      intervalMs: 5000,
      isExpired: () => false,
      onExpired: () => undefined,
      onChange: () => undefined,
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    feed.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
