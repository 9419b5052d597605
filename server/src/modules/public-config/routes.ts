import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@dutylink/contracts';
import type { RemoteUrls } from '../../config';

/** What the browser reads before it renders: where the remotes and policy documents live. */
export async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/remotes.json', async (_request, reply): Promise<RemoteUrls> => {
    reply.header('cache-control', 'no-cache');
    return app.config.remotes;
  });
  app.get('/api/public/config', async (): Promise<PublicConfig> => ({ termsUrl: app.config.termsUrl, privacyUrl: app.config.privacyUrl }));
}
