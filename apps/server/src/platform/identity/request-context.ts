import type { Locale } from '@ies/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../locale';

/** What services need to know about the caller's request: address (limits, logs), agent, language. */
export interface RequestContext {
  ip: string;
  userAgent: string;
  locale: Locale;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : '',
    locale: requestLocale(request),
  };
}
