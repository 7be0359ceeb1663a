import { randomInt } from 'node:crypto';
import { PASSWORD, PASSWORD_SPECIALS, PLATFORM_NAME } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type Clock, systemClock } from '../../platform/clock';
import { extensionCodeOf, newBusinessId } from '../accounts/business-id';
import { platformAccountsIn } from '../accounts/account-ports';
import { PasswordHasher } from '../../platform/identity/password-hasher';
import { ensureDefaultBrandIn } from '../brands/default-brand';

export const PLATFORM_ADMIN_USERNAME = 'admin';
const PLATFORM_NAMESPACE = 'platform';

export interface BootstrapResult {
  created: boolean;
  username: string;
  /** Only when the administrator was created just now; it is never stored or shown again. */
  password?: string;
  /** The password was the one given (IES_ADMIN_PASSWORD), not generated. */
  passwordGiven?: boolean;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!;
}

/** A random password under the registration rules: 16 characters with letters, digits and specials. */
export function generatePassword(): string {
  const all = LETTERS + DIGITS + PASSWORD_SPECIALS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < PASSWORD.max) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * First start: the platform tenant, its administrator `admin` with a generated password (or the
 * one the operator gave; never a default), and the default host brand. Idempotent, and safe when
 * several processes start at once.
 */
export async function bootstrapPlatform(
  db: Db,
  options: { clock?: Clock; hasher?: PasswordHasher; password?: string } = {},
): Promise<BootstrapResult> {
  const clock = options.clock ?? systemClock;
  const hasher = options.hasher ?? new PasswordHasher();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ies:platform-bootstrap'))`);
    await ensureDefaultBrandIn(tx);
    const { tenants, users } = platformAccountsIn(tx);
    const now = clock.now();
    let platform = await tenants.findPlatform();
    if (!platform) {
      const businessId = newBusinessId();
      platform = await tenants.insert({
        kind: 'platform',
        status: 'active',
        namespace: PLATFORM_NAMESPACE,
        name: PLATFORM_NAME,
        businessId,
        extensionCode: extensionCodeOf(businessId),
        organizationName: PLATFORM_NAME,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (await users.findManagerOfTenant(platform.id))
      return { created: false, username: PLATFORM_ADMIN_USERNAME };
    const password = options.password ?? generatePassword();
    await users.insert({
      tenantId: platform.id,
      username: PLATFORM_ADMIN_USERNAME,
      loginName: PLATFORM_ADMIN_USERNAME,
      namespace: PLATFORM_ADMIN_USERNAME,
      nickName: PLATFORM_ADMIN_USERNAME,
      passwordHash: await hasher.hash(password),
      userType: '1',
      isManager: true,
      status: 'active',
      organizationName: PLATFORM_NAME,
      industry: PLATFORM_NAME,
      address: PLATFORM_NAME,
      city: PLATFORM_NAME,
      job: PLATFORM_NAME,
      platform: PLATFORM_NAME,
      createdAt: now,
      updatedAt: now,
    });
    return {
      created: true,
      username: PLATFORM_ADMIN_USERNAME,
      password,
      passwordGiven: options.password !== undefined,
    };
  });
}
