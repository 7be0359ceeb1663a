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

  it('takes pushed figures from the socket, and a dropped socket reads at once and reconnects', async () => {
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number }) => void) | null = null;
      onerror: (() => void) | null = null;
      sent: string[] = [];
      constructor(readonly url: string) {
        sockets.push(this);
      }
      send(text: string) {
        this.sent.push(text);
      }
      close() {}
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    const down = new Error('down');
    const { load, calls } = scripted([1, down, 5]);
    const seen: FeedSnapshot<number>[] = [];
    const feed = new ScreenFeed<number>({
      load,
      intervalMs: 60_000,
      isExpired: () => false,
      onExpired: () => undefined,
      onChange: (s) => seen.push(s),
      socket: {
        url: 'ws://screen/live',
        hello: () => '{"token":"t"}',
        apply: (_data, raw) => (raw as { value?: number }).value,
      },
    });
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.();
    expect(sockets[0]!.sent).toEqual(['{"token":"t"}']);
    sockets[0]!.onmessage?.({ data: JSON.stringify({ value: 2 }) });
    expect(seen.at(-1)).toMatchObject({ data: 2, state: 'live' });
    // The server goes away: the socket drops and the screen reads at once (it fails: reconnecting).
    sockets[0]!.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(2);
    expect(seen.at(-1)).toMatchObject({ data: 2, state: 'reconnecting' });
    // The socket is opened again after a back-off; its first message makes everything be read again.
    await vi.advanceTimersByTimeAsync(60_000);
    const again = sockets.at(-1)!;
    expect(sockets.length).toBeGreaterThan(1);
    again.onopen?.();
    again.onmessage?.({ data: JSON.stringify({ value: 4 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toMatchObject({ data: 5, state: 'live' });
    feed.stop();
    vi.unstubAllGlobals();
  });
});
