import type { Db } from '../../db/database';
import { BrandsRepository, DEFAULT_BRAND_HOST } from './brands.repository';

/** The default host brand row, created at first start inside its transaction (idempotent). */
export async function ensureDefaultBrandIn(tx: Db): Promise<void> {
  await new BrandsRepository(tx).insertIfMissing({ host: DEFAULT_BRAND_HOST });
}
