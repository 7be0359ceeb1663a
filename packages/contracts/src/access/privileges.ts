import { z } from 'zod';
import { INVALID_OPTION_CODE } from '../common/text';

/** getPrivilegeSelf (docs/spec/A-access-and-shell.md §3 "tenant permission info"); the platform parameter names the client. */
export const privilegeSelfQuerySchema = z.object({
  platform: z
    .string({ error: INVALID_OPTION_CODE })
    .max(64, { error: INVALID_OPTION_CODE })
    .default('Solar_R2_Industry'),
});
export type PrivilegeSelfQuery = z.infer<typeof privilegeSelfQuerySchema>;

/**
 * `menus[0].menus` is the comma-separated menu_field list allowed by the caller's groups;
 * `apis` the API names the caller may call (managers: every name).
 */
export const privilegeSelfSchema = z.object({
  tenant_manager: z.boolean(),
  system_manager: z.boolean(),
  apis: z.array(z.object({ name: z.string() })),
  menus: z.array(z.object({ menus: z.string() })),
});
export type PrivilegeSelf = z.infer<typeof privilegeSelfSchema>;
