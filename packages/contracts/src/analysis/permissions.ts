import type { ScreensByFamily } from '../common/access-parts';

// The screen of analysis that a permission family opens (collected by scripts/gen-contracts.ts;
// shapes in common/access-parts.ts).

/** The screens each family opens. */
export const analysisScreensByFamily = {
  10301: ['PeriodAnalysis'],
} as const satisfies ScreensByFamily;
