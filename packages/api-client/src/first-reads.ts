/** How long a read started ahead stays the answer of the page's same read. */
export const FIRST_READ_FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();
let starting = false;

/**
 * A read a page may find already started: while `prefetch` runs, it starts and is kept; otherwise
 * the first call with the same key within FIRST_READ_FRESH_MS takes the kept answer, once.
 */
export function firstRead<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key);
  if (starting) {
    const answer = load();
    started.set(id, { at: Date.now(), answer });
    return answer;
  }
  const kept = started.get(id);
  started.delete(id);
  return kept && Date.now() - kept.at < FIRST_READ_FRESH_MS ? (kept.answer as Promise<T>) : load();
}

/** Runs `read` (a call of an api function wrapped in firstRead) now, for the page to find. */
export function prefetch(read: () => unknown): void {
  starting = true;
  try {
    void read();
  } finally {
    starting = false;
  }
}
