/** A user of the tenant as the sub-user list gives it. */
interface Member {
  id: string;
  parent_user_id: string | null;
}

/**
 * Who the caller may share a station with (docs/delegation.md): the manager, any sub-user; a
 * sub-user, only the users below it in the parent-user chain. The server checks the same rule.
 */
export function shareTargets<T extends Member>(
  users: readonly T[],
  me: { id: string; isManager: boolean },
): T[] {
  if (me.isManager) return users.filter((user) => user.id !== me.id);
  const below = new Set<string>([me.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const user of users) {
      if (!below.has(user.id) && user.parent_user_id !== null && below.has(user.parent_user_id)) {
        below.add(user.id);
        grew = true;
      }
    }
  }
  return users.filter((user) => user.id !== me.id && below.has(user.id));
}
