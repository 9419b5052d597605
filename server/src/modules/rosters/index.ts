/** Rosters: a company's favourites and blocked officers, the companies an officer blocked, and invite-first posts. */
export { rosters } from './plugin';
export { rosterReactions } from './reactions';
export { blockedByCompany, blockedCompaniesOf, favourite, invited, unblocked } from './between';
export { inviteFirstOf } from './invite-first';
