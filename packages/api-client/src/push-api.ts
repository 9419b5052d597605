import { pushPaths, type OfficerChannelsSettings, type PushKeyResponse, type PushSubscriptionRequest } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { write } from './queries';

/**
 * Issue 39, push notifications: the server's key a device subscribes with, this device's subscription (the
 * session's), and the officer's channel per type of message. The service worker acknowledges a shown notification
 * by the path in its payload itself. Each function returns undefined after an error toast (spec section 8).
 */
export const pushApi = {
  key: () => call(() => http.get<PushKeyResponse>(pushPaths.key)),
  subscribe: (subscription: PushSubscriptionRequest) => call(() => http.put<object>(pushPaths.subscription, subscription)),
  unsubscribe: () => call(() => http.delete<object>(pushPaths.subscription)),
  channels: () => call(() => http.get<OfficerChannelsSettings>(pushPaths.channels)),
  saveChannels: write(['push'], (settings: OfficerChannelsSettings) => call(() => http.put<OfficerChannelsSettings>(pushPaths.channels, settings))),
};
