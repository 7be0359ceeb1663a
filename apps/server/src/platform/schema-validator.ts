import { catalogueErrorMap, issueCodeAndParams } from '@ies/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from './app-error';

type Schema = z.ZodType | { properties: z.ZodType };

const schemaOf = (schema: Schema): z.ZodType => ('properties' in schema ? schema.properties : schema);

/**
 * Validates a request part with its contract schema. Every issue gets a catalogue code (the
 * schema's own, or one chosen by `catalogueErrorMap`) and the values of its message's
 * placeholders, so the envelope's field messages are finished text in the caller's language.
 * A failure of the part as a whole (a body that is not an object) is named after the part.
 */
export const schemaValidator: FastifySchemaCompiler<Schema> = ({ schema, httpPart }) => {
  const zod = schemaOf(schema);
  const whole = httpPart ?? 'body';
  return (data: unknown) => {
    const result = zod.safeParse(data, { error: catalogueErrorMap });
    if (result.success) return { value: result.data };
    const fields = new Map<string, ConstructorParameters<typeof ValidationError>[0][number]>();
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || whole;
      if (!fields.has(field)) fields.set(field, { field, ...issueCodeAndParams(issue) });
    }
    return { error: new ValidationError([...fields.values()]) };
  };
};
