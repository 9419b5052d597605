import type { FastifyInstance } from 'fastify';
import type { PublicConfig, RemoteUrls } from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { currentRemotes } from '../../lib/remote-map';

/** What the browser reads before it renders: where the remotes and policy documents live. */
export async function publicConfig(app: FastifyInstance): Promise<void> {
  app.get('/remotes.json', { schema: { response: { 200: answer('RemoteUrls') } } }, async (request, reply): Promise<RemoteUrls> => {
    reply.header('cache-control', 'no-cache');
    return currentRemotes(app.config, (message) => request.log.warn(message));
  });
  app.get('/api/public/config', { schema: { response: { 200: answer('PublicConfig') } } }, async (): Promise<PublicConfig> => ({
    termsUrl: app.config.termsUrl,
    privacyUrl: app.config.privacyUrl,
  }));
}
