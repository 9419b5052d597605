import { formatPhone, ROLE_LABEL } from '@dutylink/contracts';
import { buildApp } from './app';
import { loadConfig, startRefusal, usesDevProviders } from './config';
import { connectPglite, connectPostgres } from './db/connect';
import { loadDemo } from './demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = startRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const db = config.databaseUrl ? connectPostgres(config.databaseUrl) : await connectPglite(config.pgliteDir);
  const app = await buildApp({ config, db, logger: true });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      // The outbox worker finishes the sends in flight (each bounded by its provider's timeout); should
      // anything hang anyway, exit regardless: rows left 'sending' are settled by the stale-claim release.
      setTimeout(() => {
        app.log.error(`Not closed within ${config.shutdownTimeoutMs} ms: exiting anyway`);
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `DutyLink is running at ${config.publicUrl}`,
    ...(config.mode === 'demo' ? ['Demo mode (DUTYLINK_MODE=demo): for trying DutyLink on this machine, never for real users.'] : []),
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`}`,
  ];
  if (config.demoData) {
    lines.push('Demo accounts (sign in with the phone, then the SMS code):');
    for (const account of (await loadDemo()).DEMO_ACCOUNTS) lines.push(`  ${ROLE_LABEL[account.role].padEnd(9)} ${formatPhone(account.phone)}  ${account.name}`);
  }
  lines.push(config.stripe ? 'Payments: Stripe Checkout (webhooks at /api/webhooks/stripe)' : `Payments: local dev checkout at ${config.publicUrl}/dev/checkout/... (no card is charged)`);
  if (usesDevProviders(config)) lines.push(`SMS codes and e-mails land in ${config.publicUrl}/dev/outbox (nothing is really sent)`);
  console.info(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('DutyLink could not start:', error);
  process.exit(1);
});
