import {
  BIG_SCREEN_IMAGE_MAX_BYTES,
  type CustomizationEntry,
  type CustomizationList,
  type CustomizationUpdate,
  customizationValueSchemas,
  INVALID_CODE,
  LOGO_MAX_BYTES,
  SYSTEM_CONFIG_MATCH_KEY,
  type UserCustomization,
  type UserCustomizationQuery,
  type UserSettingUpdate,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import { forbidden, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AccountReader } from '../accounts/account-ports';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { UploadReferences } from '../uploads/upload-references';
import { CustomisationsRepository } from './customisations.repository';
import { defaultFnAssociation } from './fn-association';
import type { Db } from '../../db/database';

/** Logo keys and the size limit the referenced upload must respect. */
const LOGO_LIMITS: Record<string, number> = {
  systemLogo: LOGO_MAX_BYTES,
  iesScreenSystemLogo: BIG_SCREEN_IMAGE_MAX_BYTES,
};

/** Tenant customisation (system name, logos, footer, …) and each user's own settings. */
export class CustomisationService {
  constructor(
    private readonly deps: {
      repository: CustomisationsRepository;
      users: AccountReader;
      uploads: UploadReferences;
      clock: Clock;
    },
  ) {}

  /** getSingleCustomization: every user of the tenant reads it (header, footer). */
  async tenantEntries(auth: AuthContext, tenantId: string): Promise<CustomizationList> {
    assertOwnTenant(auth, tenantId);
    const rows = await this.deps.repository.list({ tenantId, userId: null });
    return { list: rows.map(({ key, value }) => ({ key, value })) };
  }

  /** updateSingleCustomization: the tenant manager only; each value checked by its key's rule. */
  async updateTenant(
    auth: AuthContext,
    tenantId: string,
    update: CustomizationUpdate,
  ): Promise<CustomizationList> {
    assertOwnTenant(auth, tenantId);
    if (!auth.isManager) throw forbidden();
    const fields: ConstructorParameters<typeof ValidationError>[0] = [];
    for (const { key, value } of update.list) {
      const parsed = customizationValueSchemas[key].safeParse(value, { error: catalogueErrorMap });
      const issue = parsed.error?.issues[0];
      if (issue) {
        fields.push({ field: key, ...issueCodeAndParams(issue) });
      } else if (
        key in LOGO_LIMITS &&
        value !== '' &&
        !(await this.logoFits(tenantId, value, LOGO_LIMITS[key]!))
      ) {
        fields.push({ field: key, code: INVALID_CODE });
      }
    }
    if (fields.length > 0) throw new ValidationError(fields);
    await this.deps.repository.upsert({ tenantId, userId: null }, update.list, this.deps.clock.now());
    return this.tenantEntries(auth, tenantId);
  }

  /**
   * Single-user customisation: the tenant's entries (find_tenant), then the parent user's
   * (find_parent), then the caller's own; a later one wins for the same key. match_key
   * systemConfig takes every key, any other match_key only that key.
   */
  async forUser(auth: AuthContext, query: UserCustomizationQuery): Promise<UserCustomization> {
    const { tenantId, userId } = auth;
    const keys = query.match_key === SYSTEM_CONFIG_MATCH_KEY ? undefined : [query.match_key];
    const merged = new Map<string, string>();
    const layers: Array<string | null> = [];
    if (query.find_tenant) layers.push(null);
    if (query.find_parent) {
      const user = await this.deps.users.findById(userId);
      if (user?.parentUserId) layers.push(user.parentUserId);
    }
    layers.push(userId);
    for (const layer of layers) {
      for (const row of await this.deps.repository.list({ tenantId, userId: layer }, keys)) {
        merged.set(row.key, row.value);
      }
    }
    const systemConfig: CustomizationEntry[] = [...merged].map(([key, value]) => ({ key, value }));
    return { systemConfig };
  }

  /** The caller's own setting (singleStationConfig). */
  async updateOwnSetting(auth: AuthContext, update: UserSettingUpdate): Promise<void> {
    await this.deps.repository.upsert(
      { tenantId: auth.tenantId, userId: auth.userId },
      [{ key: update.key, value: update.value }],
      this.deps.clock.now(),
    );
  }

  /** After sign-in: the tenant gets systemFnAssociation when it has none (docs/spec/A-access-and-shell.md §4 step 5). */
  async ensureFnAssociation(tenantId: string): Promise<void> {
    await this.deps.repository.insertIfMissing(
      { tenantId, userId: null },
      { key: 'systemFnAssociation', value: JSON.stringify(defaultFnAssociation()) },
      this.deps.clock.now(),
    );
  }

  private async logoFits(tenantId: string, url: string, limit: number): Promise<boolean> {
    const id = url.slice(url.lastIndexOf('/') + 1);
    const upload = await this.deps.uploads.findMetaOfTenant(tenantId, id);
    return upload !== undefined && upload.size <= limit;
  }
}

function assertOwnTenant(auth: AuthContext, tenantId: string): void {
  if (tenantId !== auth.tenantId) throw notFound();
}

/** The customisation service on its own table (identity builds it: sign-in fills the defaults). */
export function createCustomisationService(
  db: Db,
  deps: Omit<ConstructorParameters<typeof CustomisationService>[0], 'repository'>,
): CustomisationService {
  return new CustomisationService({ ...deps, repository: new CustomisationsRepository(db) });
}
