import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  BIG_SCREEN_IMAGE_MAX_BYTES,
  STATION_PICTURE_MAX_BYTES,
  LOGO_MAX_BYTES,
  MENU_IMAGE_MAX_BYTES,
} from './upload-limits';
import { INVALID_OPTION_CODE } from '../common/text';

/** What an upload is for; each has its own size limit (docs/spec/B-operations.md §5, §9). */
export const UPLOAD_PURPOSES = [
  'avatar',
  'menu-icon',
  'system-logo',
  'screen-logo',
  'station-picture',
  'order-picture',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Purposes served only by a signed, short-lived address that the pages showing them hand out
 * (a station's or an order's pictures); the rest (logos, icons, avatars) are public.
 */
export const PRIVATE_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['station-picture', 'order-picture'];

export function isPrivateUpload(purpose: string): boolean {
  return (PRIVATE_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
}

export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = {
  avatar: AVATAR_MAX_BYTES,
  'menu-icon': MENU_IMAGE_MAX_BYTES,
  'system-logo': LOGO_MAX_BYTES,
  'screen-logo': BIG_SCREEN_IMAGE_MAX_BYTES,
  'station-picture': STATION_PICTURE_MAX_BYTES,
  'order-picture': STATION_PICTURE_MAX_BYTES,
};

export const uploadQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: INVALID_OPTION_CODE }),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const uploadResultSchema = z.object({ id: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The address the server serves an upload at (stored as the avatar, icon or logo value). */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/** Any id shape is accepted: what is not a stored upload answers 404. */
export const uploadParamsSchema = z.object({ id: z.string().max(64) });

/** The signature of a private upload's address (what the presenters hand out); checked by the server. */
export const uploadReadQuerySchema = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
});

/** A stored picture: its id and the address it is shown from (signed when private). */
export const uploadRefSchema = z.object({ id: z.string(), url: z.string() });
export type UploadRef = z.infer<typeof uploadRefSchema>;
