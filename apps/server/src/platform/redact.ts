/** Keys whose values never reach the operation log (passwords, codes, tokens, keys, session ids…). */
const SECRET_KEY = /pass|pwd|code|token|secret|key|ujwt|session|hash|cookie|authorization|captcha/i;
export const MASK = '***';
const MAX_STRING = 500;
const MAX_ARRAY = 50;
const MAX_DEPTH = 5;
/** Above this many characters of JSON the parameters are replaced by a cut preview. */
export const MAX_PARAMS_JSON = 8_000;

function clean(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((item) => clean(item, depth + 1));
  if (typeof value === 'object') {
    // Streams and buffers (uploads) are not parameters worth keeping.
    if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return '[binary]';
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] = SECRET_KEY.test(key) ? MASK : clean(item, depth + 1);
    }
    return out;
  }
  return String(value);
}

/** Parameters of a call fit for the log: secrets masked at any depth, long values and bodies cut. */
export function redactParams(input: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}): Record<string, unknown> {
  const result = {
    params: clean(input.params ?? {}, 0),
    query: clean(input.query ?? {}, 0),
    body: clean(input.body ?? null, 0),
  };
  const json = JSON.stringify(result);
  if (json.length <= MAX_PARAMS_JSON) return result;
  return { truncated: true, preview: json.slice(0, MAX_PARAMS_JSON) };
}
