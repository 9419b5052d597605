import type { RemoteUrls } from './api';
import type { UserInfo } from './user';

/**
 * The id of the JSON block the server writes into the app's page (`<script type="application/json">`):
 * what the shell needs before it can ask for anything, so it asks for nothing first (issue 18).
 */
export const PAGE_BOOT_ID = 'dl-boot';

export interface PageBoot {
  /** /remotes.json as it is right now. */
  remotes: Partial<RemoteUrls>;
  /** The session's user (ANONYMOUS_USER without one), as POST auth/refresh answers it. */
  user: UserInfo;
}
