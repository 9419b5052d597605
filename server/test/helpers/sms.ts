/** GSM 03.38's basic characters; the extension's (^{}[]~|€\) count twice. */
const GSM_7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r^{}[\]~|€\\]*$/;

/** How many segments an SMS costs: 160 GSM-7 characters in one, 153 each when split; Infinity when it is not GSM-7 (UCS-2 would double the cost). */
export function smsSegments(text: string): number {
  if (!GSM_7.test(text)) return Infinity;
  const length = text.length + (text.match(/[\^{}[\]~|€\\]/g)?.length ?? 0);
  return length <= 160 ? 1 : Math.ceil(length / 153);
}
