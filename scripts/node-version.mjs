// The Node.js check of `npm start` and `npm test`. Plain syntax only: it must run far enough on an
// old Node.js to say what is wrong (vite 8 and jsdom 29 need 20.19, the lowest 20.x they accept).

/** "20.19.0" → [20, 19, 0]; missing parts are 0. */
function parts(version) {
  const numbers = String(version).replace(/^v/, '').split('.').map(Number);
  return [numbers[0] || 0, numbers[1] || 0, numbers[2] || 0];
}

/** The message for a Node.js older than `wanted` (">=20.19.0"), or null when it is new enough. */
export function nodeVersionProblem(wanted, current) {
  const match = />=\s*v?([\d.]+)/.exec(wanted);
  if (!match) return null;
  const need = parts(match[1]);
  const have = parts(current);
  for (let i = 0; i < 3; i++) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i]) {
      return `IES needs Node.js ${wanted}; this is v${parts(current).join('.')}. Install Node.js ${match[1]} or newer (any later 20.x, 22 or 24) and try again.`;
    }
  }
  return null;
}
