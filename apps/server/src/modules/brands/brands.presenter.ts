import type { AdminBrand, Brand, BrandInput } from '@ies/contracts';
import type { HostBrandRow, hostBrands } from '../../db/schema';

export function presentBrand(row: Omit<HostBrandRow, 'id' | 'host' | 'createdAt' | 'updatedAt'>): Brand {
  return {
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    android_image: row.androidImage,
    ios_image: row.iosImage,
    owner_only: row.ownerOnly,
    base_path_mappings: row.basePathMappings,
  };
}

export function presentAdminBrand(row: HostBrandRow): AdminBrand {
  return { id: row.id, host: row.host, ...presentBrand(row) };
}

/** Contract fields → columns (defaults already applied by the schema). */
export function brandColumns(input: Required<BrandInput>): Omit<typeof hostBrands.$inferInsert, 'id'> {
  return {
    host: input.host,
    contactName: input.contact_name,
    phone: input.phone,
    email: input.email,
    androidImage: input.android_image,
    iosImage: input.ios_image,
    ownerOnly: input.owner_only,
    basePathMappings: input.base_path_mappings,
  };
}
