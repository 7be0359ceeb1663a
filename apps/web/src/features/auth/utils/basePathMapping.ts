export interface BasePathMapping {
  path: string;
  host: string;
}

interface PageLocation {
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

function underBasePath(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/\/+$/, '');
  // '/' (or an empty base) would send every page away; '/solar' must not catch '/solarx'.
  if (base === '') return false;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Where a host's base-path mapping sends this page (docs/spec/A-access-and-shell.md §1): the mapped host with the same path,
 * query and hash; null when no mapping applies. The longest matching base path wins, and a mapping
 * to the current host is ignored so a misconfiguration cannot loop.
 */
export function mappedLocation(mappings: readonly BasePathMapping[], location: PageLocation): string | null {
  const match = mappings
    .filter((mapping) => underBasePath(location.pathname, mapping.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!match || match.host.toLowerCase() === location.hostname.toLowerCase()) return null;
  return `${location.protocol}//${match.host}${location.pathname}${location.search}${location.hash}`;
}
