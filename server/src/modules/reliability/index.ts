/** Ratings after a shift, the records both sides see, and late withdrawals. */
export { reliability } from './plugin';
export { reliabilityReactions } from './reactions';
export { employerRecord, officerRecords } from './records';
