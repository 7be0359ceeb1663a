import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSocketOpen } from './keepSocketOpen';

/** Just enough of a WebSocket: close listeners, and a close the test triggers with a code. */
class FakeSocket {
  private listeners: Array<(event: CloseEvent) => void> = [];
  addEventListener(_type: 'close', listener: (event: CloseEvent) => void) {
    this.listeners.push(listener);
  }
  drop(code = 1006) {
    for (const listener of this.listeners) listener({ code } as CloseEvent);
  }
  close() {
    this.drop(1000);
  }
}

describe('keepSocketOpen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function keeper(retryAfter?: (event: CloseEvent) => boolean) {
    const sockets: FakeSocket[] = [];
    let reset = () => {};
    const stop = keepSocketOpen((retry) => {
      reset = retry.reset;
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    }, retryAfter);
    return { sockets, stop, reset: () => reset() };
  }

  it('reopens after a drop, waiting longer each time, and quickly again once a connection was accepted', () => {
    const { sockets, reset } = keeper();
    expect(sockets).toHaveLength(1);
    sockets[0]!.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(3_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    reset();
    sockets[2]!.drop();
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(4);
  });

  it('waits at most 30 s between attempts', () => {
    const { sockets } = keeper();
    for (let i = 0; i < 6; i += 1) {
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(7);
  });

  it('stays closed after a final close and after the stop', () => {
    const final = keeper((event) => event.code < 4000);
    final.sockets[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(final.sockets).toHaveLength(1);

    const stopped = keeper();
    stopped.stop();
    vi.advanceTimersByTime(60_000);
    expect(stopped.sockets).toHaveLength(1);
  });

  it('opens nothing when connect makes no socket', () => {
    const connect = vi.fn(() => undefined);
    keepSocketOpen(connect)();
    vi.advanceTimersByTime(60_000);
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
