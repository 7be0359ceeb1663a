import { describe, expect, it } from 'vitest';
import { shareTargets } from './shareTargets';

//   manager ─┬─ a ── c ── gc
//            └─ b
const users = [
  { id: 'gc', parent_user_id: 'c' },
  { id: 'a', parent_user_id: 'm' },
  { id: 'b', parent_user_id: 'm' },
  { id: 'c', parent_user_id: 'a' },
];
const ids = (list: Array<{ id: string }>) => list.map((u) => u.id).sort();

describe('shareTargets', () => {
  it('offers a sub-user only the users below it, however the list is ordered', () => {
    expect(ids(shareTargets(users, { id: 'a', isManager: false }))).toEqual(['c', 'gc']);
    expect(ids(shareTargets(users, { id: 'b', isManager: false }))).toEqual([]);
  });

  it('offers the manager every sub-user', () => {
    expect(ids(shareTargets(users, { id: 'm', isManager: true }))).toEqual(['a', 'b', 'c', 'gc']);
  });
});
