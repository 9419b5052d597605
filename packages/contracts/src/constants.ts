/** Spec section 9 and the choices recorded in docs/decisions/. */
export const PRODUCT_NAME = 'DutyLink';

export const TOAST_LIFE_MS = 5000;
export const CODE_LENGTH = 6;
export const PHONE_MAX_LENGTH = 16;
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 64;
export const SEARCH_MAX_LENGTH = 128;

/** How long sign-in and sign-up wait before offering 'Code didn't arrive? Click here to send again'. */
export const CODE_RESEND_DELAY_SECONDS = 30;
/** A one-time code lives this long. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries that kill one code. */
export const CODE_MAX_TRIES = 5;
/** Codes to one phone per hour asked for from one address (the server's per-source cap). */
export const CODE_MAX_SENDS_PER_HOUR = 5;
/** An e-mail verification link is valid this long (returned by emailSendCode). */
export const EMAIL_LINK_TTL_HOURS = 24;
