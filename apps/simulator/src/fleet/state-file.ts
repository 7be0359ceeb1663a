import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SiteSpec } from '../site/site-config';
import type { RunnerState } from './site-runner';

/** What the simulator keeps between runs, so a restart continues the same sites without gaps. */
export interface SavedFleet {
  version: 1;
  seed: string;
  savedAt: number;
  sites: Record<string, RunnerState>;
}

export async function readStateFile(path: string): Promise<SavedFleet | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const saved = JSON.parse(text) as SavedFleet;
  if (saved.version !== 1 || typeof saved.sites !== 'object')
    throw new Error(`${path} is not a simulator state file`);
  return saved;
}

/** Writes atomically: a crash mid-write leaves the previous file. */
export async function writeStateFile(path: string, saved: SavedFleet): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  await writeFile(temporary, JSON.stringify(saved));
  await rename(temporary, path);
}

/** The provisioned sites with their device keys, readable by `--sites FILE`; only the owner may read it. */
export async function writeSitesFile(path: string, sites: SiteSpec[]): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  await writeFile(temporary, JSON.stringify({ sites }, null, 2), { mode: 0o600 });
  await rename(temporary, path);
}
