import { type OperationParam, type ThingOperation, validateOperationParams } from '@ies/contracts';

/** Form values (strings from inputs, numbers from number inputs, '' when cleared) → command params. */
export function paramsFromForm(
  operation: ThingOperation,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const def of operation.params) {
    const value = values[def.name];
    if (value === undefined || value === null || value === '') continue;
    params[def.name] = coerce(def, value);
  }
  return params;
}

function coerce(def: OperationParam, value: unknown): unknown {
  if ((def.type === 'int' || def.type === 'float') && typeof value === 'string') {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  if ((def.type === 'object' || def.type === 'array') && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

export interface ParamFieldError {
  name: string;
  code: string;
  params?: Record<string, string | number>;
}

/** The same checks as the server, by parameter: required, type, min/max, enum, hex, length. */
export function paramFieldErrors(
  operation: ThingOperation,
  values: Record<string, unknown>,
): ParamFieldError[] {
  return validateOperationParams(operation, paramsFromForm(operation, values)).map((issue) => ({
    name: issue.field,
    code: issue.code,
    params: issue.params,
  }));
}

/** Server field names `commands.0.params.power` → the form's `power`. */
export function paramNameOfServerField(field: string): string | undefined {
  const match = /^commands\.\d+\.params\.(.+)$/.exec(field);
  return match?.[1];
}
