import type { FastifyReply } from 'fastify';
import type { RoutePermission } from './auth.plugin';

/** The schema parts a route may name besides its tags and summary (zod schemas from the contracts). */
interface SchemaParts {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<number, unknown>;
}

/**
 * Route options of one module in one line: its tags, the permission and the OpenAPI summary.
 * The parts keep their zod types, so the type provider still types `request` from them.
 */
export function routeSpec(tags: string[]) {
  return <S extends SchemaParts>(permission: RoutePermission, summary: string, parts: S = {} as S) => ({
    config: { permission },
    schema: { tags, summary, ...parts },
  });
}

/** Answers 204 once `work` is done (deletes, bindings and other answers without a body). */
export async function noContent(reply: FastifyReply, work: Promise<unknown>): Promise<FastifyReply> {
  await work;
  return reply.status(204).send();
}

/** Answers 201 with what `work` created (the create routes). */
export async function created(reply: FastifyReply, work: Promise<unknown>): Promise<FastifyReply> {
  return reply.status(201).send(await work);
}

/** Sends `content` as a file to save (the export routes); `type` is its content type. */
export function attachment(reply: FastifyReply, type: string, name: string, content: unknown): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(content);
}
