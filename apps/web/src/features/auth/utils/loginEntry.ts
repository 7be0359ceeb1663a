/**
 * What the sign-in page was opened with (docs/spec/A-access-and-shell.md §2.2): a session handed over by another system
 * (`token`, `ujwt`, `isManager`, `loginUrl`, `prePath`, `preQuery`) or the chat-app callback (`code`).
 */
export type LoginEntry =
  | { kind: 'none' }
  /** A session token (and perhaps the external `ujwt`): go straight to `target`. */
  | { kind: 'session'; token: string; ujwt: string | null; isManager: boolean; target: string | null }
  /** Only the external `ujwt`: kept for the tenant manager's sign-in (addSessionsForTenantManager). */
  | { kind: 'ujwt'; ujwt: string; isManager: boolean }
  /** Back from the chat-app provider with an authorization code. */
  | { kind: 'thirdPartyCode'; code: string; state: string };

/** Only a path of this app: an absolute URL or `//host` would make the page an open redirect. */
export function safeAppPath(path: string | null): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

function targetOf(prePath: string | null, preQuery: string | null): string | null {
  const path = safeAppPath(prePath);
  if (!path) return null;
  const query = (preQuery ?? '').replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

export function readLoginEntry(search: string): LoginEntry {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code) return { kind: 'thirdPartyCode', code, state: params.get('state') ?? '' };
  const token = params.get('token');
  const ujwt = params.get('ujwt');
  const isManager = params.get('isManager') === 'true' || params.get('isManager') === '1';
  if (token) {
    return {
      kind: 'session',
      token,
      ujwt,
      isManager,
      target: targetOf(params.get('prePath'), params.get('preQuery')),
    };
  }
  if (ujwt) return { kind: 'ujwt', ujwt, isManager };
  return { kind: 'none' };
}
