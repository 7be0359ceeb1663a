/** A merchant's business id as merchants are told it: ten digits (server: accounts/business-id). */
const BUSINESS_ID_PATTERN = /^[1-9]\d{9}$/;

/**
 * The extension_code the registration sends (docs/spec/A-access-and-shell.md §3: the business id, base64-encoded). The
 * merchant ID may be typed as told (ten digits) or already encoded; only digits are encoded here.
 */
export function toExtensionCode(typed: string): string {
  const value = typed.trim();
  return BUSINESS_ID_PATTERN.test(value) ? window.btoa(value) : value;
}
