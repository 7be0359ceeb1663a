import { type Locale, localeFromAcceptLanguage, normalizeLocale } from '@ies/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: an explicit `locale` query value wins, then Accept-Language; zh by default. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const explicit = query && typeof query.locale === 'string' ? query.locale : undefined;
  if (explicit) return normalizeLocale(explicit);
  const header = request.headers['x-locale'];
  if (typeof header === 'string' && header) return normalizeLocale(header);
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
