import { CODE_RESEND_COOLDOWN_SECONDS } from '../../packages/contracts/src/constants/verification';

// The server lets one destination have a new code only every CODE_RESEND_COOLDOWN_SECONDS,
// whatever the purpose; journeys that send a second code to a number wait for that.
const lastSent = new Map<string, number>();

export function codeSent(destination: string): void {
  lastSent.set(destination, Date.now());
}

export async function cooldownOver(destination: string): Promise<void> {
  const sent = lastSent.get(destination);
  if (sent === undefined) return;
  const wait = sent + (CODE_RESEND_COOLDOWN_SECONDS + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
