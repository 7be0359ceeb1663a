/** SECRETS_KEY (docs/operations.md): encrypts secrets tenants save at rest (platform/secrets). */
export const SECRETS_KEY_VARIABLE = {
  name: 'SECRETS_KEY',
  default: '(none: a random key in DATA_DIR/secrets.key)',
  meaning:
    'Encrypts secrets tenants save (SIM pool secret keys) at rest; at least 32 characters; give every process the same value',
} as const;

/** The key, or undefined when unset; `refuse` throws the configuration error of a short one. */
export function readSecretsKey(
  raw: string | undefined,
  refuse: (detail: string) => never,
): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 32) refuse('must be at least 32 characters');
  return value;
}
