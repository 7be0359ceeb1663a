import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Ends a child process and waits until it has exited (at most `timeoutMs`, then SIGKILL), so that
 * removing its data directory afterwards does not race with what it writes on the way out
 * (Mosquitto saves its persistence file on SIGTERM).
 */
export async function stopChild(child: ChildProcess | undefined, timeoutMs = 5_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
