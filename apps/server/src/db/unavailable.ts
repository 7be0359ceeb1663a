/**
 * Whether a failure means the database cannot be reached (down, restarting, connection lost or
 * refused) rather than a fault of the request or of our SQL: the API answers those with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; look a few levels down.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isServerUnavailableCode(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, not accepting yet), 53300 (too many connections). */
function isServerUnavailableCode(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

// node-postgres reports a lost or timed-out connection by message only.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection closed',
];
