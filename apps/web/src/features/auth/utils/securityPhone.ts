/**
 * Whether a typed number can be the security phone behind a mask such as 138****8000: the
 * visible ends must match. A mainland number may be typed with or without +86.
 */
export function matchesMaskedMobile(typed: string, masked: string): boolean {
  const [head = '', tail = ''] = masked.split('****');
  if (!masked.includes('****')) return true;
  const number = typed.trim();
  const candidates = [number, number.startsWith('+86') ? number.slice(3) : `+86${number}`];
  return candidates.some((candidate) => candidate.startsWith(head) && candidate.endsWith(tail));
}
