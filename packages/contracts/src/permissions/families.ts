import type { Labels } from '../common/label';
import { permissionFamilyParts } from './permission-parts.gen';

/**
 * Permission-code families: a permission code is the 5-digit family followed by a 3-digit action
 * (10202001). Each folder declares its families with their headings (`<x>PermissionFamilies`,
 * collected by `npm run gen:contracts`); listed here by number.
 */
export type PermissionFamily = (typeof permissionFamilyParts)[number]['family'];

export const PERMISSION_FAMILIES: readonly PermissionFamily[] = permissionFamilyParts
  .map((part) => part.family)
  .sort((a, b) => a - b);

export const PERMISSION_FAMILY_LABELS = Object.fromEntries(
  permissionFamilyParts.map(({ family, zh, en }) => [family, { zh, en }]),
) as Labels<PermissionFamily>;

/** The family of a permission code: its first five digits. */
export function permissionFamilyOf(code: number): number {
  return Math.floor(code / 1000);
}
