import { describe, expect, it } from 'vitest';
import { matchesMaskedMobile } from './securityPhone';

describe('matchesMaskedMobile', () => {
  it('accepts the number whose visible ends match the mask, with or without +86', () => {
    expect(matchesMaskedMobile('13800138000', '138****8000')).toBe(true);
    expect(matchesMaskedMobile('+8613800138000', '138****8000')).toBe(true);
    expect(matchesMaskedMobile(' 13800138000 ', '138****8000')).toBe(true);
  });

  it('refuses a number with other ends', () => {
    expect(matchesMaskedMobile('13900138000', '138****8000')).toBe(false);
    expect(matchesMaskedMobile('13800138001', '138****8000')).toBe(false);
  });

  it('does not block when the server gave no mask', () => {
    expect(matchesMaskedMobile('13800138000', '')).toBe(true);
  });
});
