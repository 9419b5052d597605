import { formatShiftClock, formatShiftDay } from '../shifts/format';
import type { InviteFirst } from './types';

/** Issue 36: the words of rosters and invite-first posts, as the pages and the journeys read them. */
export const MY_OFFICERS_TITLE = 'My officers';
export const FAVOURITE_LABEL = 'Favorite';
export const BLOCKED_OFFICERS_TITLE = 'Blocked officers';
export const BLOCK_OFFICER_BUTTON = 'Block';
export const UNBLOCK_BUTTON = 'Unblock';
export const BLOCK_COMPANY_BUTTON = 'Block this company';
export const BLOCKED_COMPANIES_TITLE = 'Blocked companies';

/** Under the employer's setting. */
export const INVITE_FIRST_HINT = 'A new job reaches your favorites (My officers) first, and everyone else after this many hours. Their job alerts wait until then too.';

/** My officers, with nobody on it yet. */
export const MY_OFFICERS_EMPTY = 'Officers you hire appear here, with their record. Mark the ones you trust as Favorite: they see your new jobs first.';

/** The employer's confirmation before blocking an officer (what the server does, rosters/service.ts). */
export const blockOfficerQuestion = (name: string) =>
  `${name} will no longer see your jobs, get alerts or shift offers from you, or apply to your jobs. Their applications waiting for your answer are declined; a hire and its shifts stay. You can unblock them on My officers.`;

/** The officer's confirmation before blocking a company. */
export const blockCompanyQuestion = (company: string) =>
  `You will no longer see ${company}'s jobs or get its alerts or shift offers, and it cannot hire you. Your applications waiting for an answer are withdrawn; a hire and its shifts stay. You can unblock it on your profile.`;

/** Apply refused: the company blocked the officer. */
export const BLOCKED_BY_COMPANY = 'This company does not take your applications';
/** Favourite refused: the officer is blocked. */
export const UNBLOCK_FIRST = 'Unblock this officer first';
/** Hire refused: one side blocked the other. */
export const HIRE_BLOCKED = 'This officer cannot be hired: one of you blocked the other';

/** When an invite-first job opens to everyone: '3:00 PM CST on Tue, 1 Dec', in the job's zone. */
const opensAt = ({ until, timeZone }: InviteFirst) => `${formatShiftClock(until, timeZone)} on ${formatShiftDay(until, timeZone)}`;

/** The job page of a favourite, while the job reaches only favourites. */
export const inviteFirstNote = (invite: InviteFirst) => `Invite first: you see this job before others. It opens to everyone at ${opensAt(invite)}.`;

/** The employer's job editor, meanwhile. */
export const favouritesFirstNote = (invite: InviteFirst) => `Favorites see this job first, until ${opensAt(invite)}.`;
