import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Requests from distinct addresses so that the per-address sign-in limit of one test does not touch another. */
let addressSequence = 0;
export function nextIp(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/** A fresh graphic code and its text (through the test hook). */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ uuid: string; text: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/control/captcha' });
  expect(res.statusCode).toBe(200);
  const { uuid } = res.json() as { uuid: string };
  const hook = await app.inject({ method: 'GET', url: `/api/test-hooks/captcha/${uuid}` });
  expect(hook.statusCode).toBe(200);
  return { uuid, text: (hook.json() as { text: string }).text };
}

/** POST /control/sessions by password with a solved graphic code; returns the raw response. */
export async function passwordSignIn(
  app: FastifyInstance,
  input: { username: string; password: string; type?: 1 | 3; ip?: string; headers?: Record<string, string> },
) {
  const captcha = await solvedCaptcha(app);
  return app.inject({
    method: 'POST',
    url: input.type === 3 ? '/api/control/manager-sessions' : '/api/control/sessions',
    remoteAddress: input.ip ?? nextIp(),
    headers: input.headers,
    payload: {
      username: input.username,
      password: input.password,
      type: input.type ?? 1,
      svg_code_uuid: captcha.uuid,
      svg_code: captcha.text,
    },
  });
}

/** Signs in and returns the token; fails the test when sign-in fails. */
export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await passwordSignIn(app, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

/** Requests a verification code and reads it back through the test hook. */
export async function sendCode(
  app: FastifyInstance,
  input: { destination: string; purpose: string; type?: 1 | 2; ip?: string; token?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/control/verification-codes',
    remoteAddress: input.ip ?? nextIp(),
    headers: input.token ? { authorization: `Bearer ${input.token}` } : undefined,
    payload: { destination: input.destination, purpose: input.purpose, type: input.type ?? 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return latestCode(app, input.destination);
}

export async function latestCode(app: FastifyInstance, destination: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/test-hooks/codes/latest?destination=${encodeURIComponent(destination)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { code: string }).code;
}

/** An authenticated call that tells whether a token still opens a session. */
export async function selfStatus(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/tenant/users/self',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

/** A code that differs from the given one (for "wrong code" cases). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends requests as the bearer of `token` (read on each call, so a refreshed token is used). */
export function bearerCaller(app: FastifyInstance, token: string | (() => string)) {
  return (method: HttpMethod, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${typeof token === 'function' ? token() : token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
