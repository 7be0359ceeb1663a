/** Delay before reconnect attempt `attempt` (1, 2, …): 1 s doubling up to 30 s, jittered to 50–100 %. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
