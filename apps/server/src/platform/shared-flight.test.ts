import { describe, expect, it } from 'vitest';
import { SharedFlight } from './shared-flight';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SharedFlight', () => {
  it('lets requests for the same key join the running computation', async () => {
    const flight = new SharedFlight<number>();
    const gate = deferred<number>();
    let calls = 0;
    const compute = () => {
      calls++;
      return gate.promise;
    };
    const first = flight.run('home', compute);
    const second = flight.run('home', compute);
    const other = flight.run('other', () => Promise.resolve(7));
    gate.resolve(42);
    expect(await Promise.all([first, second, other])).toEqual([42, 42, 7]);
    expect(calls).toBe(1);
  });

  it('computes again once the earlier computation has settled, also after a failure', async () => {
    const flight = new SharedFlight<number>();
    const failing = deferred<number>();
    const failed = flight.run('home', () => failing.promise);
    const joined = flight.run('home', () => Promise.resolve(0));
    failing.reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await expect(joined).rejects.toThrow('database down');
    expect(await flight.run('home', () => Promise.resolve(1))).toBe(1);
    expect(await flight.run('home', () => Promise.resolve(2))).toBe(2);
  });
});
