const KIB = 1024;
const MIB = 1024 * KIB;

// Image limits (docs/spec/B-operations.md §5, §9): "M" and "k" read as binary units.
export const MENU_IMAGE_MAX_BYTES = 2 * MIB;
export const AVATAR_MAX_BYTES = 2 * MIB;
export const LOGO_MAX_BYTES = 200 * KIB;
export const BIG_SCREEN_IMAGE_MAX_BYTES = 3 * MIB;
/** Station pictures (docs/spec/B-operations.md §9 gives no size; 5M keeps phone photos). */
export const STATION_PICTURE_MAX_BYTES = 5 * MIB;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'svg'] as const;

/** "2M", "200k": the size as the limit texts show it. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB}M`;
  if (bytes % KIB === 0) return `${bytes / KIB}k`;
  return `${bytes}B`;
}
