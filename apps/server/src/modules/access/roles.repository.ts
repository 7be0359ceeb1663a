import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  countRows,
  deleteOwned,
  firstRow,
  insertRow,
  ownedRow,
  type RowsPage,
  selectPage,
  updateOwned,
} from '../../db/rows';
import { type NewRoleRow, type RoleRow, roles, userRoles } from '../../db/schema';

/** Permission groups and the user↔group binding; every call is bounded to one tenant. */
export class RolesRepository {
  constructor(private readonly db: Db) {}

  async list(tenantId: string, offset: number, limit: number): Promise<RowsPage<RoleRow>> {
    const order = [asc(roles.createdAt), asc(roles.name)];
    return selectPage(this.db, roles, eq(roles.tenantId, tenantId), order, { offset, limit });
  }

  async find(tenantId: string, id: string): Promise<RoleRow | undefined> {
    return firstRow(this.db, roles, ownedRow(roles, tenantId, id));
  }

  async findByName(tenantId: string, name: string): Promise<RoleRow | undefined> {
    return firstRow(this.db, roles, and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  }

  /** How many of the ids are groups of the tenant (foreign ids do not count). */
  async countOwned(tenantId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return countRows(this.db, roles, and(eq(roles.tenantId, tenantId), inArray(roles.id, ids)));
  }

  async insert(row: NewRoleRow): Promise<RoleRow> {
    return insertRow(this.db, roles, row);
  }

  /** Inserts the group unless one of that name exists; true when it was created. */
  async insertIfAbsent(row: NewRoleRow): Promise<boolean> {
    const created = await this.db.insert(roles).values(row).onConflictDoNothing().returning({ id: roles.id });
    return created.length > 0;
  }

  async update(tenantId: string, id: string, changes: Partial<NewRoleRow>): Promise<RoleRow | undefined> {
    return updateOwned(this.db, roles, tenantId, id, changes);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await deleteOwned(this.db, roles, tenantId, id);
  }

  /** The groups of a user, only those of the tenant: one query, run on every permission check. */
  async rolesOfUser(
    tenantId: string,
    userId: string,
  ): Promise<Pick<RoleRow, 'id' | 'name' | 'apis' | 'menus'>[]> {
    return this.db
      .select({ id: roles.id, name: roles.name, apis: roles.apis, menus: roles.menus })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId), eq(roles.tenantId, tenantId)),
      );
  }

  /**
   * The user's parents, nearest first, up to and including the first manager, all within the
   * tenant (one recursive query; the depth guard stops a corrupt cycle).
   */
  async ancestorsOf(tenantId: string, userId: string): Promise<{ id: string; isManager: boolean }[]> {
    const result = (await this.db.execute(sql`
      with recursive chain(id, parent_user_id, is_manager, depth) as (
        select p.id, p.parent_user_id, p.is_manager, 1
          from users u join users p on p.id = u.parent_user_id and p.tenant_id = u.tenant_id
          where u.id = ${userId} and u.tenant_id = ${tenantId}
        union all
        select p.id, p.parent_user_id, p.is_manager, c.depth + 1
          from chain c join users p on p.id = c.parent_user_id and p.tenant_id = ${tenantId}
          where not c.is_manager and c.depth < 32
      )
      select id, is_manager from chain order by depth`)) as unknown as {
      rows: { id: string; is_manager: boolean }[];
    };
    return result.rows.map((row) => ({ id: String(row.id), isManager: row.is_manager === true }));
  }

  /** The APIs and menus of each listed user's groups, only those of the tenant. */
  async grantsOfUsers(
    tenantId: string,
    userIds: string[],
  ): Promise<{ userId: string; apis: string[]; menus: string[] }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: userRoles.userId, apis: roles.apis, menus: roles.menus })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(userRoles.tenantId, tenantId),
          eq(roles.tenantId, tenantId),
          inArray(userRoles.userId, userIds),
        ),
      );
  }

  /** The stations and devices the user's groups give their members, only groups of the tenant. */
  async assetsOfUser(
    tenantId: string,
    userId: string,
  ): Promise<{ stationIds: string[]; deviceIds: string[] }> {
    const rows = await this.db
      .select({ stations: roles.stations, devices: roles.devices })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId), eq(roles.tenantId, tenantId)),
      );
    return {
      stationIds: rows.flatMap((row) => row.stations),
      deviceIds: rows.flatMap((row) => row.devices),
    };
  }

  async rolesOfUsers(
    tenantId: string,
    userIds: string[],
  ): Promise<{ userId: string; id: string; name: string }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, userIds)))
      .orderBy(asc(roles.name));
  }

  /** The users bound to a group of the tenant. */
  async membersOf(tenantId: string, roleId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.roleId, roleId)));
    return rows.map((row) => row.userId);
  }

  /** The APIs of the listed groups of the tenant, together. */
  async apisOfRoles(tenantId: string, roleIds: string[]): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await this.db
      .select({ apis: roles.apis })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds)));
    return new Set(rows.flatMap((row) => row.apis));
  }

  /** Replaces a user's groups (the ids were checked to be the tenant's). */
  async setUserRoles(tenantId: string, userId: string, roleIds: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
      if (roleIds.length > 0) {
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
      }
    });
  }

  async addUserRoles(tenantId: string, userIds: string[], roleIds: string[]): Promise<void> {
    const rows = userIds.flatMap((userId) => roleIds.map((roleId) => ({ tenantId, userId, roleId })));
    if (rows.length > 0) await this.db.insert(userRoles).values(rows).onConflictDoNothing();
  }

  /** Used by tests and the default-group check: names of the tenant's groups. */
  async names(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.tenantId, tenantId))
      .orderBy(sql`${roles.name}`);
    return rows.map((row) => row.name);
  }
}
