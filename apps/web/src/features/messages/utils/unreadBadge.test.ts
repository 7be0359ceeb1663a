import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unreadBadge';

describe('unreadBadge', () => {
  it('shows the count up to 99 and "..." above', () => {
    expect(unreadBadge(0)).toBe(0);
    expect(unreadBadge(99)).toBe(99);
    expect(unreadBadge(100)).toBe('...');
  });
});
