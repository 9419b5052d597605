export interface Delivery {
  providerId: string;
}

export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<Delivery>;
}

/** A file sent with an e-mail (a receipt's invoice PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An e-mail as the provider sends it: text for every client, HTML beside it, headers and files when it has them. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

export interface EmailProvider {
  readonly name: string;
  send(email: OutgoingEmail): Promise<Delivery>;
}

/** A browser's push subscription: its push service's endpoint and the keys its payloads are encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** Offers and reminders: delivered at once, even to a device saving its battery. */
  urgent: boolean;
  /** A newer message of the same topic replaces one the device has not received yet. */
  topic?: string;
}

export interface PushProvider {
  readonly name: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<Delivery>;
}

/**
 * A provider failure. `notSent` is true when the provider certainly did not accept the message
 * (it answered with a refusal); false when we cannot know (timeout, connection dropped), in which
 * case resending might deliver twice.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly notSent: boolean,
    /** Retrying cannot help (e.g. Twilio 21610: the number replied STOP to Twilio itself). */
    readonly permanent = false,
    /**
     * The provider is over its rate (HTTP 429) and takes sends again after this long: nothing was sent, and
     * the message is not at fault, so it waits its turn without spending a try.
     */
    readonly throttledForMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
