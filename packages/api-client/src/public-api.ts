import { publicPaths, type PublicConfig } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';

export const publicApi = {
  /** GET /api/public/config: the hosted terms and privacy documents. */
  config: () => call(() => http.get<PublicConfig>(publicPaths.config)),
};
