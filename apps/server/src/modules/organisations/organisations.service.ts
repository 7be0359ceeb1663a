import type {
  Organisation,
  OrganisationCreate,
  OrganisationMemberList,
  OrganisationMembersAdd,
  OrganisationTree,
  OrganisationUpdate,
} from '@ies/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import { OrganisationsRepository } from './organisations.repository';
import { presentOrganisation, presentTree } from './organisations.presenter';

const NAME_TAKEN = 'iot-org.10002';
const STILL_IN_USE = 'iot-org.10001';

/** Organisations of the caller's tenant: a tree with members (UserManagement/OrganizationManagement). */
export class OrganisationsService {
  private readonly repository: OrganisationsRepository;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.repository = new OrganisationsRepository(db);
  }

  async tree(auth: AuthContext): Promise<OrganisationTree> {
    const [rows, counts] = await Promise.all([
      this.repository.all(auth.tenantId),
      this.repository.memberCounts(auth.tenantId),
    ]);
    return { list: presentTree(rows, counts) };
  }

  async create(auth: AuthContext, input: OrganisationCreate): Promise<Organisation> {
    const parentId = input.parent_id ?? null;
    if (parentId) await this.existing(auth, parentId, 'parent_id');
    const row = await this.uniqueName(() =>
      this.repository.insert({ tenantId: auth.tenantId, name: input.name, parentId }),
    );
    return presentOrganisation(row);
  }

  /** Rename and/or move. A move under itself or one of its descendants would cut the tree and is refused. */
  async update(auth: AuthContext, id: string, input: OrganisationUpdate): Promise<Organisation> {
    await this.existing(auth, id);
    if (input.parent_id) {
      await this.existing(auth, input.parent_id, 'parent_id');
      if (await this.isSelfOrDescendant(auth, id, input.parent_id)) {
        throw new ValidationError([{ field: 'parent_id', code: 'iot-validation.10002' }]);
      }
    }
    const row = await this.uniqueName(() =>
      this.repository.update(auth.tenantId, id, {
        name: input.name,
        parentId: input.parent_id,
        updatedAt: this.clock.now(),
      }),
    );
    if (!row) throw notFound();
    return presentOrganisation(row);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.existing(auth, id);
    const [children, members] = await Promise.all([
      this.repository.childCount(auth.tenantId, id),
      this.repository.members(auth.tenantId, id),
    ]);
    if (children > 0 || members.length > 0) throw new AppError(STILL_IN_USE);
    await this.repository.delete(auth.tenantId, id);
  }

  async members(auth: AuthContext, id: string): Promise<OrganisationMemberList> {
    await this.existing(auth, id);
    const rows = await this.repository.members(auth.tenantId, id);
    return { list: rows.map((r) => ({ id: r.id, username: r.username, nick_name: r.nickName })) };
  }

  /** Binds users of the tenant; any id that is not one answers 404 and nothing is bound. */
  async addMembers(auth: AuthContext, id: string, input: OrganisationMembersAdd): Promise<void> {
    await this.existing(auth, id);
    const wanted = [...new Set(input.user_ids)];
    const found = await this.repository.tenantUserIds(auth.tenantId, wanted);
    if (found.length !== wanted.length) throw notFound();
    await this.repository.addMembers(auth.tenantId, id, wanted);
  }

  async removeMember(auth: AuthContext, id: string, userId: string): Promise<void> {
    await this.existing(auth, id);
    if (!(await this.repository.removeMember(auth.tenantId, id, userId))) throw notFound();
  }

  /** The organisation of the caller's tenant, or 404 (a named field answers a field error instead). */
  private async existing(auth: AuthContext, id: string, field?: string) {
    const row = await this.repository.find(auth.tenantId, id);
    if (row) return row;
    if (field) throw new ValidationError([{ field, code: 'iot-validation.10002' }]);
    throw notFound();
  }

  private async isSelfOrDescendant(auth: AuthContext, id: string, candidate: string): Promise<boolean> {
    const rows = await this.repository.all(auth.tenantId);
    const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
    for (let at: string | null | undefined = candidate; at; at = parentOf.get(at)) {
      if (at === id) return true;
    }
    return false;
  }

  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === 'organisations_tenant_name_unique') {
        throw new AppError(NAME_TAKEN, { data: { fields: [{ field: 'name', code: NAME_TAKEN }] } });
      }
      throw error;
    }
  }
}
