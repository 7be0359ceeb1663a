import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like';
import { pagedList, pageOffset, pageWindow, pagination } from './paging';
import { foreignKeyViolation, onForeignKeyViolation, onUniqueViolation, uniqueViolation } from './violations';

describe('database helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('x_y')).toBe('%x\\_y%');
  });

  it('computes the page window', () => {
    expect(pageOffset({ current_page: 3, page_size: 20 })).toBe(40);
    expect(pageWindow({ current_page: 1, page_size: 10 })).toEqual({ offset: 0, limit: 10 });
    const page = { current_page: 2, page_size: 5 };
    expect(pagination(12, page)).toEqual({ total_size: 12, current_page: 2, page_size: 5 });
    expect(pagedList(['a'], 6, page)).toEqual({
      list: ['a'],
      pagination: { total_size: 6, current_page: 2, page_size: 5 },
    });
  });

  it('finds constraint failures through the cause chain', async () => {
    const wrapped = new Error('query failed', {
      cause: Object.assign(new Error('dup'), { code: '23505', constraint: 'things_name_unique' }),
    });
    expect(uniqueViolation(wrapped)).toBe('things_name_unique');
    expect(uniqueViolation(new Error('other'))).toBeUndefined();
    expect(foreignKeyViolation({ cause: { code: '23503' } })).toBe(true);
    expect(foreignKeyViolation(wrapped)).toBe(false);

    const taken = new Error('taken');
    await expect(
      onUniqueViolation(
        'things_name_unique',
        () => taken,
        () => Promise.reject(wrapped),
      ),
    ).rejects.toBe(taken);
    await expect(
      onUniqueViolation(
        'other_unique',
        () => taken,
        () => Promise.reject(wrapped),
      ),
    ).rejects.toBe(wrapped);
    await expect(
      onUniqueViolation(
        'x',
        () => taken,
        async () => 7,
      ),
    ).resolves.toBe(7);

    const referenced = new Error('delete failed', { cause: { code: '23503' } });
    const inUse = new Error('in use');
    await expect(
      onForeignKeyViolation(
        () => inUse,
        () => Promise.reject(referenced),
      ),
    ).rejects.toBe(inUse);
    await expect(
      onForeignKeyViolation(
        () => inUse,
        () => Promise.reject(wrapped),
      ),
    ).rejects.toBe(wrapped);
    await expect(
      onForeignKeyViolation(
        () => inUse,
        async () => 8,
      ),
    ).resolves.toBe(8);
  });
});
