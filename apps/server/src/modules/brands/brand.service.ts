import type { AdminBrand, Brand, BrandInput } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { uniqueViolation } from '../../db/violations';
import { brandColumns, presentAdminBrand, presentBrand } from './brands.presenter';
import { BrandsRepository, DEFAULT_BRAND_HOST } from './brands.repository';
import type { Db } from '../../db/database';

/** What a host shows when neither it nor the default row is configured. */
const BUILT_IN_DEFAULT = {
  contactName: '',
  phone: '',
  email: '',
  androidImage: '',
  iosImage: '',
  ownerOnly: false,
  basePathMappings: [],
};

function assertPlatformAdmin(auth: AuthContext): void {
  if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
}

/** Host branding (docs/spec/A-access-and-shell.md §1): footer contact, app download images, owner-only registration, base-path mappings. */
export class BrandService {
  constructor(
    private readonly repository: BrandsRepository,
    private readonly clock: Clock,
  ) {}

  /** The brand of a host name (port ignored, case-insensitive), else the default row, else empty. */
  async forHost(host: string): Promise<Brand> {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const row =
      (await this.repository.findByHost(name)) ?? (await this.repository.findByHost(DEFAULT_BRAND_HOST));
    return presentBrand(row ?? BUILT_IN_DEFAULT);
  }

  /** Creates the default row at first start so the administrator has something to edit. */
  async ensureDefault(): Promise<void> {
    await this.repository.insertIfMissing({ host: DEFAULT_BRAND_HOST });
  }

  async list(auth: AuthContext): Promise<AdminBrand[]> {
    assertPlatformAdmin(auth);
    return (await this.repository.list()).map(presentAdminBrand);
  }

  async create(auth: AuthContext, input: Required<BrandInput>): Promise<AdminBrand> {
    assertPlatformAdmin(auth);
    const now = this.clock.now();
    return presentAdminBrand(
      await this.translateConflict(() =>
        this.repository.insert({ ...brandColumns(input), createdAt: now, updatedAt: now }),
      ),
    );
  }

  async update(auth: AuthContext, id: string, input: Required<BrandInput>): Promise<AdminBrand> {
    assertPlatformAdmin(auth);
    const row = await this.translateConflict(() =>
      this.repository.update(id, { ...brandColumns(input), updatedAt: this.clock.now() }),
    );
    if (!row) throw new AppError('iot-http.404');
    return presentAdminBrand(row);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    assertPlatformAdmin(auth);
    if (!(await this.repository.delete(id))) throw new AppError('iot-http.404');
  }

  private async translateConflict<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError('iot-brand.10001', { status: 409 });
      throw error;
    }
  }
}

/** The brand service on its own table (identity builds it; brands alone reach the repository). */
export function createBrandService(db: Db, clock: Clock): BrandService {
  return new BrandService(new BrandsRepository(db), clock);
}
