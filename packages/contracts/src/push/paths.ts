/** API paths of push notifications (issue 39), relative to /api/. */
export const pushPaths = {
  /** Anyone: GET → PushKeyResponse. */
  key: 'push/key',
  /** Employee: PUT PushSubscriptionRequest → 204 (this device, this session); DELETE → 204. */
  subscription: 'employees/push/subscription',
  /** Employee: GET → OfficerChannelsSettings; PUT OfficerChannelsSettings → OfficerChannelsSettings. */
  channels: 'employees/push/channels',
  /** The service worker: POST → 204, the notification of this token was shown. */
  ack: (token: string) => `push/ack/${encodeURIComponent(token)}`,
} as const;
