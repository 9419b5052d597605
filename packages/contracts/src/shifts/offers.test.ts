import { coverState, CoverState, LostReason, offerPlanText, OfferMode } from './offers';

test('a shift reads Open or Covered once it lost its officer, else Confirmed or Unconfirmed once known', () => {
  expect(coverState({ lost: LostReason.CalledOff, coveredBy: null, confirmation: 'confirmed' })).toBe(CoverState.Open);
  expect(coverState({ lost: LostReason.NoShow, coveredBy: { lost: false }, confirmation: 'awaiting' })).toBe(CoverState.Covered);
  // Its cover lost it in turn: open again.
  expect(coverState({ lost: LostReason.CalledOff, coveredBy: { lost: true }, confirmation: 'awaiting' })).toBe(CoverState.Open);
  expect(coverState({ lost: null, coveredBy: null, confirmation: 'confirmed' })).toBe(CoverState.Confirmed);
  expect(coverState({ lost: null, coveredBy: null, confirmation: 'unconfirmed' })).toBe(CoverState.Unconfirmed);
  expect(coverState({ lost: null, coveredBy: null, confirmation: 'kept' })).toBeNull();
});

test('says what an offer will do, in waves or to everyone', () => {
  expect(offerPlanText({ offerMode: OfferMode.Waves, offerWaveSize: 3, offerWaveMinutes: 30 })).toBe(
    "Your favorites first, then the job's applicants, then officers whose alerts match: 3 at a time, every 30 minutes. The first to reply YES gets it.",
  );
  expect(offerPlanText({ offerMode: OfferMode.All, offerWaveSize: 3, offerWaveMinutes: 30 })).toMatch(/, all texted at once\. The first to reply YES gets it\.$/);
});
