import { afterEach, describe, expect, it } from 'vitest';
import { listMemory, oneOf, positiveInt, searchParams, sortOrder } from './listState';

describe('list state helpers', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps only values that differ from their defaults, in the given order', () => {
    expect(
      searchParams({ name: 'east', type: '', page: 1, size: 50 }, { page: 1, size: 20 }).toString(),
    ).toBe('name=east&size=50');
    expect(searchParams({ page: 1, search: undefined }, { page: 1 }).toString()).toBe('');
  });

  it('reads only known values from the URL', () => {
    expect(oneOf(['a', 'b'], 'b')).toBe('b');
    expect(oneOf(['a', 'b'], 'c')).toBeUndefined();
    expect(positiveInt('3', 1)).toBe(3);
    expect(positiveInt('-2', 1)).toBe(1);
    expect(positiveInt('x', 7)).toBe(7);
    expect(sortOrder('descend')).toBe('descend');
    expect(sortOrder('sideways')).toBeUndefined();
  });

  it('remembers the last search of a list for the session', () => {
    const memory = listMemory('someList');
    expect(memory.recall()).toBe('');
    memory.remember('?page=2');
    expect(memory.recall()).toBe('?page=2');
    expect(window.sessionStorage.getItem(memory.key)).toBe('?page=2');
  });
});
