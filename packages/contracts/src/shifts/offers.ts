/**
 * Backfill (issue 36, docs/shifts.md "Backfill"): a shift that lost its officer (a call-off, a no-show, a release)
 * can be offered by SMS, "Reply YES to take it", in waves or to everyone at once; the first valid YES takes it, as
 * a backfill shift of its own.
 */

/** How a company offers a lost shift: a wave of its wave size every wave wait, or to everyone at once. */
export const OfferMode = { Waves: 'waves', All: 'all' } as const;
export type OfferMode = (typeof OfferMode)[keyof typeof OfferMode];
export const OFFER_MODE_LABEL: Record<OfferMode, string> = { waves: 'In waves', all: 'To everyone at once' };

export const OFFER_WAVE_SIZE_MIN = 1;
export const OFFER_WAVE_SIZE_MAX = 50;
/** A new company's wave: five officers… */
export const DEFAULT_OFFER_WAVE_SIZE = 5;
export const OFFER_WAVE_MINUTES_MIN = 5;
export const OFFER_WAVE_MINUTES_MAX = 120;
/** …every fifteen minutes until someone takes it. */
export const DEFAULT_OFFER_WAVE_MINUTES = 15;

/** A company's offer settings (users.offer_mode, offer_wave_size, offer_wave_minutes, auto_offer). */
export interface OfferSettings {
  offerMode: OfferMode;
  offerWaveSize: number;
  offerWaveMinutes: number;
  /** A shift that loses its officer is offered without waiting for the company. */
  autoOffer: boolean;
}

/** Why a shift lost its officer. */
export const LostReason = {
  CalledOff: 'called-off',
  NoShow: 'no-show',
  Released: 'unconfirmed',
  Withdrawn: 'withdrawn',
  Cancelled: 'cancelled',
} as const;
export type LostReason = (typeof LostReason)[keyof typeof LostReason];
export const LOST_REASON_LABEL: Record<LostReason, string> = {
  'called-off': 'Called off',
  'no-show': 'No-show',
  unconfirmed: 'Released',
  withdrawn: 'Withdrawn',
  cancelled: 'Hire cancelled',
};

/** A lost shift's offer, as Today shows it. */
export interface ShiftOffer {
  startedAt: string;
  /** Officers texted so far. */
  asked: number;
  /** When the next wave goes; null when nobody is left to ask, or the offer is over. */
  nextWaveAt: string | null;
  filledAt: string | null;
  stoppedAt: string | null;
  automatic: boolean;
}

/** Where a shift ahead stands, as its chip on Today shows it. */
export const CoverState = { Confirmed: 'confirmed', Unconfirmed: 'unconfirmed', Open: 'open', Covered: 'covered' } as const;
export type CoverState = (typeof CoverState)[keyof typeof CoverState];
export const COVER_STATE_LABEL: Record<CoverState, string> = { confirmed: 'Confirmed', unconfirmed: 'Unconfirmed', open: 'Open', covered: 'Covered' };

/** A lost shift's backfill officer took it and still holds it. */
export const isCovered = (shift: { coveredBy: { lost: boolean } | null }) => shift.coveredBy !== null && !shift.coveredBy.lost;

/** A shift's chip: Covered or Open once it lost its officer, else Confirmed or Unconfirmed once reported; null while simply awaited. */
export function coverState(shift: { lost: LostReason | null; coveredBy: { lost: boolean } | null; confirmation: string }): CoverState | null {
  if (shift.lost) return isCovered(shift) ? CoverState.Covered : CoverState.Open;
  if (shift.confirmation === 'confirmed') return CoverState.Confirmed;
  return shift.confirmation === 'unconfirmed' ? CoverState.Unconfirmed : null;
}

/** What Offer shift will do, said next to the button: who first, how many at a time, how long between. */
export function offerPlanText(settings: Pick<OfferSettings, 'offerMode' | 'offerWaveSize' | 'offerWaveMinutes'>): string {
  const who = 'Your favorites first, then the job\'s applicants, then officers whose alerts match';
  return settings.offerMode === OfferMode.All
    ? `${who}, all texted at once. The first to reply YES gets it.`
    : `${who}: ${settings.offerWaveSize} at a time, every ${settings.offerWaveMinutes} minutes. The first to reply YES gets it.`;
}

/** The 409 answers of releasing and offering a shift. */
export const offerMessages = {
  notLost: 'This shift has its officer: there is nothing to offer',
  offered: 'This shift is already offered',
  covered: 'This shift is already covered',
  ended: 'This shift has ended',
  notOffered: 'This shift is not being offered',
  notUnconfirmed: 'Only a shift reported Unconfirmed can be released',
  started: 'This shift has started: it can no longer be released',
} as const;

/** The 409 answers of taking an offered shift in the app, in the words of the texts that answer a YES. */
export const takeMessages = {
  taken: 'Sorry, this shift has been taken by another officer',
  gone: 'Sorry, this shift is no longer offered',
  cannotTake: (reason: string) => `You cannot take this shift: ${reason}`,
} as const;

/** Where My shifts lists the open shifts offered to the officer: the offer's push notification opens it. */
export const OPEN_SHIFTS_ANCHOR = 'open-shifts';

/** A new company's offer settings: waves of five every fifteen minutes, offered when the company says so. */
export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  offerMode: OfferMode.Waves,
  offerWaveSize: DEFAULT_OFFER_WAVE_SIZE,
  offerWaveMinutes: DEFAULT_OFFER_WAVE_MINUTES,
  autoOffer: false,
};
