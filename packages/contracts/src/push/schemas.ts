import * as yup from 'yup';
import { messages } from '../messages';
import { MESSAGE_TYPES, OFFICER_CHANNELS, type MessageType, type OfficerChannel } from './types';

/** Push services' endpoints are URLs of a few hundred characters; keys are fixed sizes (RFC 8291). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
export const pushMessages = {
  endpoint: 'The subscription’s endpoint must be a web address',
  endpointHttps: 'The subscription’s endpoint must be an https address',
  // A P-256 public key, uncompressed (65 bytes), and a 16-byte secret, base64url without padding, as browsers give them.
  p256dh: 'The subscription’s key must be a P-256 public key (65 bytes, base64url)',
  auth: 'The subscription’s secret must be 16 bytes (base64url)',
  quietHours: 'Give quiet hours a start and an end that differ, or neither',
} as const;

const base64url = (length: number, message: string) =>
  yup
    .string()
    .required(messages.required)
    .matches(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), { message, excludeEmptyString: true });

/** PUT employees/push/subscription. */
export const pushSubscriptionSchema = yup.object({
  endpoint: yup.string().required(messages.required).max(PUSH_ENDPOINT_MAX_LENGTH, pushMessages.endpoint).url(pushMessages.endpoint),
  keys: yup
    .object({
      // 65 bytes: 87 characters, the first byte 0x04 (an uncompressed point) reads 'B'.
      p256dh: base64url(87, pushMessages.p256dh).matches(/^B/, pushMessages.p256dh),
      auth: base64url(22, pushMessages.auth),
    })
    .required(messages.required),
});

const minuteOfDay = yup.number().integer().min(0).max(1439).nullable().defined();

/** PUT employees/push/channels. */
export const officerChannelsSchema = yup
  .object({
    channels: yup
      .object(
        Object.fromEntries(MESSAGE_TYPES.map((type) => [type, yup.mixed<OfficerChannel>().oneOf([...OFFICER_CHANNELS]).required(messages.required)])) as Record<
          MessageType,
          yup.MixedSchema<OfficerChannel>
        >,
      )
      .required(messages.required),
    quietFrom: minuteOfDay,
    quietTo: minuteOfDay,
  })
  .test('quiet-hours', pushMessages.quietHours, ({ quietFrom, quietTo }) => (quietFrom === null) === (quietTo === null) && (quietFrom === null || quietFrom !== quietTo));
