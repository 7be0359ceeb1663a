import { describe, expect, it } from 'vitest';
import { asRequest, RequestPriorityGate } from './request-priority';

// While the demo backfills, a request's statements must not queue behind ingest's (issue 34 item 8).

describe('request priority gate', () => {
  it("runs one statement at a time and a waiting request's before waiting background work", async () => {
    const gate = new RequestPriorityGate();
    const order: string[] = [];
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const backgrounds = [1, 2].map((n) =>
      gate.run(async () => {
        order.push(`background ${n}`);
      }),
    );
    const request = asRequest(() =>
      gate.run(async () => {
        order.push('request');
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, request, ...backgrounds]);
    expect(order).toEqual(['request', 'background 1', 'background 2']);
  });

  it('passes on what the work returns or throws', async () => {
    const gate = new RequestPriorityGate();
    expect(await gate.run(async () => 42)).toBe(42);
    await expect(gate.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await asRequest(() => gate.run(async () => 'after'))).toBe('after');
  });

  it('keeps arrival order while requests are not preferred, and prefers them once switched on', async () => {
    const gate = new RequestPriorityGate({ preferRequests: false });
    const order: string[] = [];
    const round = async () => {
      let release: (() => void) | undefined;
      // Holds the gate while the other two queue (a request just ended may make it linger first).
      const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
      const background = gate.run(async () => {
        order.push('background');
      });
      const request = asRequest(() =>
        gate.run(async () => {
          order.push('request');
        }),
      );
      while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      await Promise.all([first, background, request]);
    };
    await round();
    expect(order).toEqual(['background', 'request']);
    order.length = 0;
    gate.preferRequests = true;
    await round();
    expect(order).toEqual(['request', 'background']);
  });
});
