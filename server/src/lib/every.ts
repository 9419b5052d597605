import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `ms` once the app is ready (and at once with `atStart`), one at a time (a turn that
 * finds the last pass still running is skipped), and waits for a running pass when the app closes.
 * Every process runs its own.
 */
export function runEvery(app: FastifyInstance, ms: number, what: string, pass: () => Promise<unknown>, { atStart = false } = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const turn = () => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(turn, ms);
    timer.unref();
    if (atStart) turn();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
