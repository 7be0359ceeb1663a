import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

describe('KeptAnswers', () => {
  it('keeps an answer up to its age, refreshes it behind callers, and drops it when the stamp moves', async () => {
    let now = 0;
    let computed = 0;
    const kept = new KeptAnswers<number>(2000, 500, () => now);
    const compute = async () => ++computed;
    expect(await kept.get('k', 0, compute)).toBe(1);
    now = 400;
    expect(await kept.get('k', 0, compute)).toBe(1);
    expect(computed).toBe(1);
    now = 600;
    // Past the refresh age: the caller gets the kept answer, a new one is computed behind it.
    expect(await kept.get('k', 0, compute)).toBe(1);
    await Promise.resolve();
    expect(computed).toBe(2);
    expect(await kept.get('k', 0, compute)).toBe(2);
    // Past the whole age: computed for the caller.
    now = 600 + 2000;
    expect(await kept.get('k', 0, compute)).toBe(3);
    // A change (another stamp) is never answered from before it.
    expect(await kept.get('k', 1, compute)).toBe(4);
    expect(await kept.get('other', 1, compute)).toBe(5);
  });

  it('with age 0 computes on every call', async () => {
    let computed = 0;
    const kept = new KeptAnswers<number>(0);
    await kept.get('k', 0, async () => ++computed);
    await kept.get('k', 0, async () => ++computed);
    expect(computed).toBe(2);
  });
});
