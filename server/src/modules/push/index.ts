/** Push notifications: the VAPID key, officers' subscriptions and channel choices, acknowledgements. */
export { push } from './plugin';
export { pushAckPath } from './ack';
export { vapidKeys } from './vapid';
