import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { systemSettings } from '../db/schema';
import { generatePassword } from '../modules/admin/platform-bootstrap';
import { extensionCodeOf, newBusinessId } from '../modules/accounts/business-id';
import { TenantsRepository } from '../modules/accounts/tenants.repository';
import { UsersRepository } from '../modules/accounts/users.repository';
import { PasswordHasher } from '../platform/identity/password-hasher';
import { type Clock, systemClock } from '../platform/clock';

export const DEMO_USERNAME = 'demo';
const MARKER_KEY = 'demo';
const DEMO_ORGANISATION = 'IES Demo Energy';

export interface DemoMerchant {
  tenantId: string;
  userId: string;
  username: string;
  /** Only when created just now: generated, printed once, never stored. */
  password?: string;
  created: boolean;
}

/**
 * The demo merchant (an approved merchant tenant and its manager `demo`) with a generated
 * password, created once; later starts find it through the `demo` marker in system_settings.
 */
export async function ensureDemoMerchant(
  db: Db,
  options: { clock?: Clock; hasher?: PasswordHasher } = {},
): Promise<DemoMerchant> {
  const clock = options.clock ?? systemClock;
  const hasher = options.hasher ?? new PasswordHasher();
  const password = generatePassword();
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ies:demo-merchant'))`);
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, MARKER_KEY));
    if (marker) {
      const { tenantId, userId } = marker.value as { tenantId: string; userId: string };
      return { tenantId, userId, username: DEMO_USERNAME, created: false };
    }
    const users = new UsersRepository(tx);
    if (await users.findByLoginName(DEMO_USERNAME)) {
      throw new Error(`DEMO=on needs the user name "${DEMO_USERNAME}", which someone else already has`);
    }
    const now = clock.now();
    const businessId = newBusinessId();
    const tenant = await new TenantsRepository(tx).insert({
      kind: 'merchant',
      status: 'active',
      namespace: DEMO_USERNAME,
      name: DEMO_ORGANISATION,
      businessId,
      extensionCode: extensionCodeOf(businessId),
      organizationName: DEMO_ORGANISATION,
      industry: 'energy',
      address: 'demo',
      city: 'demo',
      createdAt: now,
      updatedAt: now,
    });
    const user = await users.insert({
      tenantId: tenant.id,
      username: DEMO_USERNAME,
      loginName: DEMO_USERNAME,
      namespace: DEMO_USERNAME,
      nickName: 'Demo',
      passwordHash,
      userType: '1',
      isManager: true,
      status: 'active',
      organizationName: DEMO_ORGANISATION,
      industry: 'energy',
      address: 'demo',
      city: 'demo',
      job: 'operator',
      platform: 'IES',
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(systemSettings)
      .values({ key: MARKER_KEY, value: { tenantId: tenant.id, userId: user.id }, updatedAt: now });
    return { tenantId: tenant.id, userId: user.id, username: DEMO_USERNAME, password, created: true };
  });
}
