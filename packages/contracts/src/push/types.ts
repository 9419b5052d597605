/**
 * Push first, SMS as the fallback (issue 39, docs/decisions/push-first.md). What an officer is told about comes in
 * four types, each with its own choice of channel; sign-in codes are not among them: they go by SMS only.
 */
export const MESSAGE_TYPES = ['alert', 'offer', 'reminder', 'change'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * 'push': the app's notification where a device of the officer's is subscribed, SMS where none is, where the push
 * service refuses it, or (urgent types) where it is not shown in time; 'sms': texts only; 'both': each.
 */
export const OFFICER_CHANNELS = ['push', 'sms', 'both'] as const;
export type OfficerChannel = (typeof OFFICER_CHANNELS)[number];
export const DEFAULT_OFFICER_CHANNEL: OfficerChannel = 'push';

/**
 * The urgent types: a push not acknowledged by the device within this many minutes is followed by the SMS. An offer
 * goes to the next officers 15 minutes after it is made (offer waves); a reminder is about a shift within hours.
 */
export const PUSH_ACK_MINUTES: Readonly<Partial<Record<MessageType, number>>> = { offer: 5, reminder: 10 };

/** The types quiet hours hold until they end, in the officer's zone: a new job can wait until morning. */
export const HELD_IN_QUIET_HOURS: readonly MessageType[] = ['alert'];

/** What a push notification carries: what the lock screen shows and the page a tap opens; no more. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site. */
  url: string;
  /** Notifications of one tag replace each other (a shift's reminders). */
  tag?: string;
  /** Where the device acknowledges that it showed the notification (a signed one-message token in it). */
  ack: string;
}

/** PUT employees/push/subscription: a browser's PushSubscription as its toJSON() gives it. */
export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** GET push/key: the server's VAPID public key (the applicationServerKey), base64url. */
export interface PushKeyResponse {
  publicKey: string;
}

/** GET and PUT employees/push/channels: the officer's channel per type, and quiet hours (minutes after midnight, or null). */
export interface OfficerChannelsSettings {
  channels: Record<MessageType, OfficerChannel>;
  quietFrom: number | null;
  quietTo: number | null;
}
