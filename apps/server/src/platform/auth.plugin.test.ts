import { describe, expect, it } from 'vitest';
import { withoutUrlSecrets } from './auth.plugin';

describe('withoutUrlSecrets', () => {
  it('masks token-bearing query values and keeps the rest', () => {
    expect(withoutUrlSecrets('/api/control/sessions?session_id=abc.DEF-1&ujwt=xyz&locale=en')).toBe(
      '/api/control/sessions?session_id=***&ujwt=***&locale=en',
    );
    expect(withoutUrlSecrets('/api/health')).toBe('/api/health');
  });
});
