import { z } from 'zod';
import { PLATFORM_NAME } from '../common/platform';
import { LINK_TYPES, MENU_TYPES } from './enums';
import { IDENTIFIER_PATTERN, menuField } from '../common/names';
import { INVALID_CODE, INVALID_OPTION_CODE, REQUIRED_CODE, safeText, TOO_LONG_CODE } from '../common/text';

/** The `group` of a top-level item. */
export const MENU_ROOT_GROUP = 'nothing';
export const MENU_NAME_MAX = 32;
export const MENU_ORDER_MAX = 9999;

/** A parent menu_field, or 'nothing' for the top level. */
export const menuGroup = z
  .string({ error: REQUIRED_CODE })
  .min(1, { error: REQUIRED_CODE })
  .refine((value) => value === MENU_ROOT_GROUP || menuField.safeParse(value).success, {
    error: INVALID_CODE,
  });

export const menuNameSchema = z.object({
  zh_CN: safeText({ min: 1, max: MENU_NAME_MAX }),
  en_US: safeText({ min: 1, max: MENU_NAME_MAX }),
});

const pageId = z
  .string({ error: REQUIRED_CODE })
  .min(1, { error: REQUIRED_CODE })
  .max(64, { error: TOO_LONG_CODE })
  .regex(IDENTIFIER_PATTERN, { error: INVALID_CODE });

/** A configurable page (docs/spec/A-access-and-shell.md §3): the HMI project, its web and the page. */
export const applicationAddressSchema = z.object({ hmi_id: pageId, web_id: pageId, page_id: pageId });
export type ApplicationAddress = z.infer<typeof applicationAddressSchema>;

/** A built-in route below /Container: path segments of letters, digits, '_' and '-'. */
export const CODE_ADDRESS_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** An embedded external page: http(s) only, no spaces, quotes or markup. */
export const INTERFACE_ADDRESS_PATTERN = /^https?:\/\/[^\s<>"'`\\]+$/i;
export const LINK_ADDRESS_MAX = 512;

/**
 * An icon: an antd icon name (e.g. `HomeOutlined`), an uploaded image (`/api/uploads/{id}`) or an
 * https image address; empty for none.
 */
export const MENU_ICON_PATTERN =
  /^(?:[A-Z][A-Za-z0-9]{0,63}|\/api\/uploads\/[A-Za-z0-9_-]{1,64}|https:\/\/[^\s<>"'`\\]+)?$/;
export const menuIcon = z
  .string({ error: INVALID_CODE })
  .max(LINK_ADDRESS_MAX, { error: TOO_LONG_CODE })
  .regex(MENU_ICON_PATTERN, { error: INVALID_CODE });

export const linkAddressSchema = z.union([
  z.string({ error: INVALID_CODE }).max(LINK_ADDRESS_MAX, { error: TOO_LONG_CODE }),
  applicationAddressSchema,
]);
export type LinkAddress = z.infer<typeof linkAddressSchema>;

const menuTypeSchema = z.enum(MENU_TYPES, { error: INVALID_OPTION_CODE });
const linkTypeSchema = z.enum(LINK_TYPES, { error: INVALID_OPTION_CODE });
const orderSchema = z
  .number({ error: INVALID_CODE })
  .int({ error: 'iot-validation.10005' })
  .min(0, { error: INVALID_CODE })
  .max(MENU_ORDER_MAX, { error: INVALID_CODE });

/** The issue (code and path) when a link address does not fit its link type; groups carry none. */
export function linkAddressIssue(
  menuType: string,
  linkType: string,
  address: unknown,
): { code: 'iot-validation.10001' | 'iot-validation.10002' } | null {
  if (menuType === '1') return address === '' || address === undefined ? null : { code: INVALID_CODE };
  if (linkType === 'application')
    return applicationAddressSchema.safeParse(address).success ? null : { code: INVALID_CODE };
  if (typeof address !== 'string' || address === '') return { code: REQUIRED_CODE };
  const pattern = linkType === 'code' ? CODE_ADDRESS_PATTERN : INTERFACE_ADDRESS_PATTERN;
  return pattern.test(address) ? null : { code: INVALID_CODE };
}

const editableFields = {
  menu_name: menuNameSchema,
  link_type: linkTypeSchema,
  link_address: linkAddressSchema,
  icon: menuIcon.default(''),
  show: z.boolean({ error: INVALID_CODE }).default(true),
  group: menuGroup,
  order: orderSchema.default(0),
};

/** A new menu item (tenant or public). */
export const menuItemCreateSchema = z
  .strictObject({ menu_field: menuField, menu_type: menuTypeSchema, ...editableFields })
  .superRefine((value, ctx) => {
    const issue = linkAddressIssue(value.menu_type, value.link_type, value.link_address);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.code, path: ['link_address'] });
  });
export type MenuItemCreate = z.infer<typeof menuItemCreateSchema>;
export type MenuItemCreateInput = z.input<typeof menuItemCreateSchema>;

/**
 * A change to an item: menu_field and menu_type stay; link_type and link_address change together.
 * Public items in a tenant menu take only show and order.
 */
export const menuItemUpdateSchema = z
  .strictObject({
    menu_name: editableFields.menu_name.optional(),
    link_type: linkTypeSchema.optional(),
    link_address: linkAddressSchema.optional(),
    icon: menuIcon.optional(),
    show: z.boolean({ error: INVALID_CODE }).optional(),
    group: menuGroup.optional(),
    order: orderSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.link_type === undefined) !== (value.link_address === undefined)) {
      const path = value.link_type === undefined ? 'link_type' : 'link_address';
      ctx.addIssue({ code: 'custom', message: REQUIRED_CODE, path: [path] });
    }
  });
export type MenuItemUpdate = z.infer<typeof menuItemUpdateSchema>;

/** A menu item as answered (docs/spec/A-access-and-shell.md §3), with its children nested (registered by id: it is recursive). */
export interface MenuItem {
  menu_field: string;
  menu_name: { zh_CN: string; en_US: string };
  menu_type: (typeof MENU_TYPES)[number];
  link_type: (typeof LINK_TYPES)[number];
  link_address: LinkAddress;
  icon: string;
  show: boolean;
  is_public: boolean;
  group: string;
  order: number;
  update_time: string;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    menu_field: z.string(),
    menu_name: z.object({ zh_CN: z.string(), en_US: z.string() }),
    menu_type: z.enum(MENU_TYPES),
    link_type: z.enum(LINK_TYPES),
    link_address: linkAddressSchema,
    icon: z.string(),
    show: z.boolean(),
    is_public: z.boolean(),
    group: z.string(),
    order: z.number(),
    update_time: z.string(),
    get children() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });

/** getBatchTenantMenu(platform) → menu_json (shared interface 3). */
export const tenantMenuSchema = z.object({ menu_json: z.array(menuItemSchema) });
export type TenantMenu = z.infer<typeof tenantMenuSchema>;

export const menuPlatformQuerySchema = z.object({
  platform: z.string().regex(IDENTIFIER_PATTERN).max(64).default(PLATFORM_NAME),
});

export const menuFieldParamsSchema = z.object({ menu_field: menuField });
