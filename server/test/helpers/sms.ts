import { smsSize } from '@dutylink/contracts';

/** How many segments an SMS costs as carriers bill it; Infinity when it is not GSM-7 (UCS-2 would cost more than twice as much). */
export function smsSegments(text: string): number {
  const size = smsSize(text);
  return size.encoding === 'GSM-7' ? size.segments : Infinity;
}
