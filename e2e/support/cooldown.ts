import type { APIRequestContext } from '@playwright/test';

// The server lets one destination have a new code only every CODE_RESEND_COOLDOWN_SECONDS,
// whatever the purpose (tested in the server's own tests). Journeys that send a second code to a
// number end that minute through a test hook instead of waiting it out.
const sent = new Set<string>();

export function codeSent(destination: string): void {
  sent.add(destination);
}

export async function cooldownOver(request: APIRequestContext, destination: string): Promise<void> {
  if (!sent.has(destination)) return;
  const answer = await request.post('/api/test-hooks/codes/end-cooldown', { data: { destination } });
  if (!answer.ok()) throw new Error(`end-cooldown → ${answer.status()} ${await answer.text()}`);
}
