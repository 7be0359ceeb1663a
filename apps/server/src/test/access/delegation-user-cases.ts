import { uniqueMobile } from '../factories/users';
import { type Case, type CaseContext, newUserBody, unique } from './delegation-case-kit';

/** The rows of the delegation matrix that change another user (create, contact, password, delete). */
export function userCases({
  ids,
  usersUrl,
  user,
}: Pick<CaseContext, 'ids' | 'user'> & { usersUrl: () => string }): Case[] {
  return [
    // ---- POST …/users (a new user and its parent) ----
    {
      route: 'POST users',
      what: 'a user below the manager',
      actor: 'sub',
      request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.manager!) }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST users',
      what: 'a user below a sibling',
      actor: 'sub',
      request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.B!) }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST users',
      what: 'a child with a group beyond its APIs',
      actor: 'sub',
      request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.C!, [ids.G_all!]) }),
      expect: 'iot-permission.10024',
    },
    {
      route: 'POST users',
      what: 'a grandchild with its own group',
      actor: 'sub',
      request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.C!, [ids.G_sub!]) }),
      expect: 201,
    },
    {
      route: 'POST users',
      what: 'a user anywhere with any group',
      actor: 'manager',
      request: () => ({ method: 'POST', url: usersUrl(), body: newUserBody(ids.B!, [ids.G_all!]) }),
      expect: 201,
    },
    // ---- PUT …/users/{id} (contact) ----
    {
      route: 'PUT users/{id}',
      what: 'its own contact',
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `${usersUrl()}/${ids.A}`,
        body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
      }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'PUT users/{id}',
      what: "a sibling's e-mail",
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `${usersUrl()}/${ids.B}`,
        body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
      }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'PUT users/{id}',
      what: "a child's contact",
      actor: 'sub',
      request: () => ({
        method: 'PUT',
        url: `${usersUrl()}/${ids.C}`,
        body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
      }),
      expect: 200,
    },
    {
      route: 'PUT users/{id}',
      what: "anyone's contact",
      actor: 'manager',
      request: () => ({
        method: 'PUT',
        url: `${usersUrl()}/${ids.B}`,
        body: { mobile: uniqueMobile(), email: `${unique('m')}@example.com` },
      }),
      expect: 200,
    },
    // ---- POST …/users/{id}/reset-password ----
    {
      route: 'POST users/{id}/reset-password',
      what: 'its own password',
      actor: 'sub',
      request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.A}/reset-password?password=Escal8te99` }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'POST users/{id}/reset-password',
      what: "a sibling's password",
      actor: 'sub',
      request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.B}/reset-password?password=Escal8te99` }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'POST users/{id}/reset-password',
      what: "a grandchild's password",
      actor: 'sub',
      request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.GC}/reset-password?password=Escal8te99` }),
      expect: 204,
    },
    {
      route: 'POST users/{id}/reset-password',
      what: "anyone's password",
      actor: 'manager',
      request: () => ({ method: 'POST', url: `${usersUrl()}/${ids.B}/reset-password?password=Escal8te99` }),
      expect: 204,
    },
    // ---- DELETE …/users/{id} ----
    {
      route: 'DELETE users/{id}',
      what: 'itself',
      actor: 'sub',
      request: () => ({ method: 'DELETE', url: `${usersUrl()}/${ids.A}` }),
      expect: 'iot-permission.10021',
    },
    {
      route: 'DELETE users/{id}',
      what: 'a sibling',
      actor: 'sub',
      request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.manager!, [])).id}` }),
      expect: 'iot-permission.10023',
    },
    {
      route: 'DELETE users/{id}',
      what: 'a leaf below it',
      actor: 'sub',
      request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.GC!, [])).id}` }),
      expect: 204,
    },
    {
      route: 'DELETE users/{id}',
      what: 'any leaf',
      actor: 'manager',
      request: async () => ({ method: 'DELETE', url: `${usersUrl()}/${(await user(ids.B!, [])).id}` }),
      expect: 204,
    },
  ];
}
