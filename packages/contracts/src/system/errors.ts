import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const systemErrorsTitle = 'Menus and uploads';

/** Menus, HMI pages and uploads (docs/spec/B-operations.md §5, §6, §8). */
export const systemErrors = {
  'iot-menu.10001': {
    status: 409,
    zh: '菜单标识已存在',
    en: 'The menu field already exists',
    meaning: 'Another menu item of the tenant already has this menu_field.',
  },
  'iot-menu.10002': {
    status: 404,
    zh: '公共菜单不存在',
    en: 'The public menu does not exist',
    meaning: 'A public (platform) menu item referred to by menu_field does not exist.',
  },
  'iot-menu.10003': {
    status: 404,
    zh: '上级菜单不存在',
    en: 'The parent menu does not exist',
    meaning: "The group named as parent is neither 'nothing' nor an existing group.",
  },
  'iot-menu.10004': {
    status: 404,
    zh: '租户菜单不存在',
    en: 'The tenant menu does not exist',
    meaning: 'The tenant has no menu configuration for the platform, or the tenant menu item does not exist.',
  },
  'iot-menu.10005': {
    status: 422,
    zh: '菜单最多支持两级分组',
    en: 'Menus support at most two group levels',
    meaning: 'Placing a group (type 1) under a group that is already under a group.',
  },
  'iot-menu.10006': {
    status: 422,
    zh: '元素必须位于菜单页面之下',
    en: 'An element must be under a menu page',
    meaning: 'A leaf element (type 100) whose parent is not a page (type 2).',
  },
  'iot-menu.10007': {
    status: 422,
    zh: '菜单标识须以字母开头，由字母、数字或下划线组成，最多 32 个字符',
    en: 'The menu field must start with a letter and be at most 32 letters, digits or underscores',
    meaning: 'A menu_field breaks the rule `^[A-Za-z][A-Za-z0-9_]{0,31}$`.',
  },
  'iot-menu.10008': {
    status: 500,
    zh: '菜单加载失败',
    en: 'Failed to load the menu',
    meaning: 'The tenant menu could not be loaded.',
  },
  'iot-menu.10009': {
    status: 502,
    zh: '组态页面加载失败',
    en: 'Failed to load the HMI page',
    meaning: 'A configured (application) page could not be loaded from its running HMI.',
  },
  'iot-menu.10010': {
    status: 409,
    zh: '公共菜单不能在租户菜单中删除，可将其隐藏',
    en: 'A public menu cannot be deleted from the tenant menu; hide it instead',
    meaning:
      'A tenant manager tried to delete or restructure an item that comes from the public (platform) menus.',
  },
  'iot-upload.10001': {
    status: 415,
    zh: '文件内容与文件类型不符',
    en: 'The file content does not match its type',
    meaning: 'The bytes of an upload do not match its extension or declared type (checked by signature).',
  },
  'iot-upload.10002': {
    status: 413,
    zh: '文件大小不能超过 {limit}',
    en: 'The file cannot be larger than {limit}',
    meaning:
      'An upload exceeds the size limit of its kind (2M menu image and avatar, 200k logo, 3M big screen).',
  },
  'iot-upload.10003': {
    status: 415,
    zh: '不允许上传包含脚本的 SVG 图片',
    en: 'SVG images containing scripts are not allowed',
    meaning: 'An SVG upload holds script elements, event handler attributes or javascript: links.',
  },
  'iot-upload.10004': {
    status: 500,
    zh: '图片上传失败',
    en: 'The image upload failed',
    meaning: 'Storing an uploaded image failed.',
  },
  'iot-upload.10005': {
    status: 403,
    zh: '图片地址已失效，请刷新页面后查看',
    en: 'The picture address has expired; reload the page to see it',
    meaning:
      'A station or order picture was requested without a valid signed address, or after it expired (minutes); the pages that show them hand out fresh addresses.',
  },
} as const satisfies Record<string, ErrorDefinition>;
