import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it('accepts 20.19 and later, 22 and 24', () => {
    for (const version of ['20.19.0', '20.20.2', '21.0.0', '22.12.0', '24.1.0']) {
      expect(nodeVersionProblem('>=20.19.0', version)).toBeNull();
    }
  });

  it('names the wanted and the running version for anything older', () => {
    expect(nodeVersionProblem('>=20.19.0', '20.18.3')).toBe(
      'IES needs Node.js >=20.19.0; this is v20.18.3. Install Node.js 20.19.0 or newer (any later 20.x, 22 or 24) and try again.',
    );
    expect(nodeVersionProblem('>=20.19.0', 'v18.20.4')).toContain('this is v18.20.4');
  });
});
