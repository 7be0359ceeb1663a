import {
  catalogueErrorMap,
  type LinkType,
  type MenuItem,
  type MenuItemCreateInput,
  type MenuItemUpdate,
  type MenuType,
  menuItemCreateSchema,
  menuItemUpdateSchema,
} from '@ies/contracts';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { issueText } from '../../../ui/fieldRule';
import type { FormFieldError } from '../../../ui/serverFormErrors';

/** The MenuManage form's flat values. */
export interface MenuFormValues {
  menu_field: string;
  zh_CN: string;
  en_US: string;
  menu_type: MenuType;
  link_type: LinkType;
  address: string;
  hmi_id: string;
  web_id: string;
  page_id: string;
  icon: string;
  group: string;
  order: number;
  show: boolean;
}

export type MenuFieldError = FormFieldError<keyof MenuFormValues>;

export const EMPTY_MENU_FORM: MenuFormValues = {
  menu_field: '',
  zh_CN: '',
  en_US: '',
  menu_type: '2',
  link_type: 'code',
  address: '',
  hmi_id: '',
  web_id: '',
  page_id: '',
  icon: '',
  group: 'nothing',
  order: 0,
  show: true,
};

export function formValuesOf(item: MenuItem): MenuFormValues {
  const address = item.link_address;
  const application = typeof address === 'object' ? address : { hmi_id: '', web_id: '', page_id: '' };
  return {
    menu_field: item.menu_field,
    zh_CN: item.menu_name.zh_CN,
    en_US: item.menu_name.en_US,
    menu_type: item.menu_type,
    link_type: item.link_type,
    address: typeof address === 'string' ? address : '',
    ...application,
    icon: item.icon,
    group: item.group,
    order: item.order,
    show: item.show,
  };
}

function linkAddressOf(values: MenuFormValues) {
  if (values.menu_type === '1') return '';
  if (values.link_type === 'application') {
    return { hmi_id: values.hmi_id, web_id: values.web_id, page_id: values.page_id };
  }
  return values.address.trim();
}

/** A contract path as the form field that shows it. */
function formField(path: readonly PropertyKey[]): keyof MenuFormValues {
  const [head, inner] = path.map(String);
  const name = head === 'menu_name' ? inner : head === 'link_address' ? (inner ?? 'address') : head;
  return name && name in EMPTY_MENU_FORM ? (name as keyof MenuFormValues) : 'menu_field';
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: MenuFieldError[] };

function checked<T>(
  result:
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: Array<{ path: PropertyKey[] } & NonNullable<Parameters<typeof issueText>[0]>> };
      },
): Checked<T> {
  if (result.success) return { ok: true, value: result.data };
  const errors = new Map<keyof MenuFormValues, string>();
  for (const issue of result.error.issues) {
    const name = formField(issue.path);
    if (!errors.has(name)) errors.set(name, issueText(issue));
  }
  return { ok: false, errors: [...errors].map(([name, message]) => ({ name, errors: [message] })) };
}

/** The new item, checked with the contract's rules before it is sent. */
export function createPayload(values: MenuFormValues): Checked<MenuItemCreateInput> {
  const payload = {
    menu_field: values.menu_field.trim(),
    menu_name: { zh_CN: values.zh_CN.trim(), en_US: values.en_US.trim() },
    menu_type: values.menu_type,
    link_type: values.menu_type === '1' ? 'code' : values.link_type,
    link_address: linkAddressOf(values),
    icon: values.icon.trim(),
    group: values.group,
    order: values.order,
    show: values.show,
  };
  const result = checked(menuItemCreateSchema.safeParse(payload, { error: catalogueErrorMap }));
  return result.ok ? { ok: true, value: payload as MenuItemCreateInput } : result;
}

/** The change to an item; a public item sends only show and order. */
export function updatePayload(values: MenuFormValues, isPublic: boolean): Checked<MenuItemUpdate> {
  if (isPublic) return { ok: true, value: { show: values.show, order: values.order } };
  const create = createPayload(values);
  if (!create.ok) return create;
  const { menu_field: _field, menu_type: _type, ...change } = create.value;
  return checked(menuItemUpdateSchema.safeParse(change, { error: catalogueErrorMap }));
}

/** The server's field errors (422 and the menu rule errors) at their form fields. */
export function serverMenuErrors(error: unknown): MenuFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.data as { fields?: { field: string; code: string; message?: string }[] } | undefined)
    ?.fields;
  return (fields ?? []).map(({ field, code, message }) => ({
    name: formField(field.split('.')),
    errors: [message ?? translateError(code)],
  }));
}
