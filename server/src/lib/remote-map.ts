import { readFileSync, statSync } from 'node:fs';
import type { RemoteUrls } from '@dutylink/contracts';
import type { Config } from '../config';

const NAMES = ['remote_auth', 'remote_employee', 'remote_employer', 'remote_admin'] as const satisfies readonly (keyof RemoteUrls)[];

interface Cached {
  file: string;
  stamp: string;
  overrides: Partial<RemoteUrls>;
}

let cached: Cached | undefined;

function readOverrides(file: string): Partial<RemoteUrls> {
  const body: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${file} is not a JSON object`);
  const overrides: Partial<RemoteUrls> = {};
  for (const name of NAMES) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: ${name} must be a manifest URL`);
    overrides[name] = value.trim();
  }
  return overrides;
}

/**
 * Where each remote's manifest lives right now: the environment's URLs, overridden by the entries
 * of REMOTES_JSON_FILE when there is one. The file is read again when its size or time changes; a
 * missing or broken file leaves the environment's URLs in force (and is reported through `warn`).
 */
export function currentRemotes(config: Config, warn: (message: string) => void = console.warn): RemoteUrls {
  const file = config.remotesFile;
  if (!file) return config.remotes;
  let stamp: string;
  try {
    const stat = statSync(file);
    stamp = `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
  } catch {
    return config.remotes;
  }
  if (cached?.file !== file || cached.stamp !== stamp) {
    try {
      cached = { file, stamp, overrides: readOverrides(file) };
    } catch (error) {
      warn(`REMOTES_JSON_FILE ignored: ${(error as Error).message}`);
      cached = { file, stamp, overrides: {} };
    }
  }
  return { ...config.remotes, ...cached.overrides };
}
