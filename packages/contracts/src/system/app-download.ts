import { z } from 'zod';

/** `GET /control/app-download`: where the phone apps are downloaded (drawn as QR codes). */
export const appDownloadSchema = z.object({
  android_url: z.string(),
  ios_url: z.string(),
});
export type AppDownload = z.infer<typeof appDownloadSchema>;
