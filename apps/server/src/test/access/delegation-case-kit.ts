import { uniqueMobile } from '../factories/users';

// The vocabulary of the delegation matrix's case tables (delegation-*cases.ts).

/** What the cases need from the test: the named ids and two factories. */
export interface CaseContext {
  ids: Record<string, string>;
  tenantId(): string;
  group(apis: string[]): Promise<string>;
  user(parent: string, roleIds: string[]): Promise<{ id: string }>;
}

let sequence = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

export const newUserBody = (parent: string, roleIds: string[] = []) => {
  const username = unique('n');
  return {
    username,
    password: 'SubPass99',
    mobile: uniqueMobile(),
    email: `${username}@example.com`,
    parent_user_id: parent,
    role_ids: roleIds,
  };
};
export const scopeBody = (over: object) => ({
  all_stations: false,
  station_ids: [],
  all_devices: false,
  device_ids: [],
  ...over,
});
export const batchBody = (over: object) => ({
  user_ids: [],
  role_ids: [],
  station_ids: [],
  device_ids: [],
  ...over,
});
export const groupBody = (apis: string[], over: object = {}) => ({
  name: unique('e'),
  description: 'd',
  apis,
  ...over,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Case {
  route: string;
  what: string;
  actor: 'sub' | 'manager';
  /** The request; may create what it needs first (a fresh leaf to delete). */
  request: () =>
    | Promise<{ method: Method; url: string; body?: object }>
    | { method: Method; url: string; body?: object };
  /** A refusal code (nothing may change), or the success status. */
  expect: string | number;
}
