import type { errorCatalogue } from './error-families.gen';

/**
 * The one catalogue of error codes, collected from every folder's error families by
 * `npm run gen:contracts` (`error-families.gen.ts`: `errorCatalogueParts` in documentation order,
 * `errorCatalogue` the union). Spec codes keep their spelling; our own codes follow the same
 * `<family>.<number>` style. Messages may hold `{name}` placeholders filled from params.
 */
export { errorCatalogue, errorCatalogueParts } from './error-families.gen';

declare module '../common/error-types' {
  // The codes of every family, known to the shared rules through the registry.
  interface ErrorCodeRegistry extends Record<keyof typeof errorCatalogue, true> {}
}

/** The family of a code: the text before its last dot, or 'numeric' for the spec's bare numbers. */
export function errorFamily(code: string): string {
  const dot = code.lastIndexOf('.');
  return dot === -1 ? 'numeric' : code.slice(0, dot);
}
