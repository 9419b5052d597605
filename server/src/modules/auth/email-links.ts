import { createHash, randomBytes } from 'node:crypto';
import { ROLE_SLUG, verifyMailLinkPath, type Role } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { accountBlocked, badRequest, tooManyRequests } from '../../http-errors';
import { enqueueEmail, type EmailMessage } from '../../messaging/outbox';
import { renderEmail } from '../../messaging/email-content';

const HOUR_MS = 3_600_000;
const MAX_LINKS_PER_HOUR = 5;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () => badRequest('This link is invalid or has expired');
const emailTaken = () =>
  badRequest('This email address is already used by another account', {
    email: ['This email address is already used by another account'],
  });

async function verifiedElsewhere(db: Db, email: string, role: Role, userId: number): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('role', '=', role)
    .where('email_verified', '=', true)
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return !!other;
}

export interface LinkRequest {
  user: User;
  email: string;
  /** Where the link points: the page the user came from when we trust it, else PUBLIC_URL. */
  siteUrl: string;
  ttlHours: number;
  now: Date;
  /** Where the link leads once the address is confirmed (a path on this site). */
  returnUrl?: string;
}

/** The e-mail with the link, or, for an address another account of the role has verified, a note to its owner. */
function linkEmail(user: User, email: string, link: string, ttlHours: number, expiresAt: Date, taken: boolean): EmailMessage {
  const account = `DutyLink ${ROLE_SLUG[user.role]} account`;
  // A second copy of the same message does no harm.
  const common = { to: email, userId: user.id, retryUnknownOutcome: true };
  if (taken) {
    return {
      ...common,
      ...renderEmail({
        subject: 'Someone tried to use your email address on DutyLink',
        blocks: [
          'Hello,',
          `Someone asked to use this email address for another ${account}. It stays with your account and nothing changed. If it was you, sign in with the phone number of the account that uses it.`,
        ],
      }),
    };
  }
  return {
    ...common,
    // A link that no longer works is not sent late (issue 35).
    expiresAt,
    ...renderEmail({
      subject: 'Confirm your email address for DutyLink',
      blocks: [
        'Hello,',
        `Open this link to confirm your email address for your ${account}.`,
        { label: 'Confirm my email address', link },
        `The link works once and expires in ${ttlHours} hours. If you did not ask for it, ignore this email.`,
      ],
    }),
  };
}

/**
 * Stores the address as pending and queues the e-mail with a single-use link. An address another
 * account of the role has verified is handled the same way (limits, pending address, answer), so the
 * answer does not tell whether it is registered; only its owner is told, and no link goes out.
 */
export async function sendEmailLink(db: Db, { user, email, siteUrl, ttlHours, now, returnUrl }: LinkRequest): Promise<void> {
  const taken = await verifiedElsewhere(db, email, user.role, user.id);
  const token = randomBytes(32).toString('base64url');
  const link = `${siteUrl}${verifyMailLinkPath(user.role, email, token, returnUrl)}`;
  const expiresAt = new Date(now.getTime() + ttlHours * HOUR_MS);
  await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('email_links')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= MAX_LINKS_PER_HOUR) {
      throw tooManyRequests('Too many emails were sent. Please try again later', 3600);
    }
    // A new link retires the older ones: only the address asked for last can be confirmed.
    await trx
      .updateTable('email_links')
      .set({ expires_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    await trx
      .insertInto('email_links')
      .values({ user_id: user.id, email, token_hash: hash(token), created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    await trx.updateTable('users').set({ pending_email: email }).where('id', '=', user.id).execute();
    await enqueueEmail(trx, now, linkEmail(user, email, link, ttlHours, expiresAt, taken));
  });
}

/** Opens a link: the address becomes the account's verified e-mail. Returns the account. */
export async function verifyEmailLink(db: Db, role: Role, email: string, token: string, now: Date, supportEmail: string): Promise<User> {
  try {
    return await markVerified(db, role, email, token, now, supportEmail);
  } catch (error) {
    // Two accounts opening links for one address at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function markVerified(db: Db, role: Role, email: string, token: string, now: Date, supportEmail: string): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('email_links')
      .innerJoin('users', 'users.id', 'email_links.user_id')
      .select(['email_links.id as link_id', 'users.id as user_id', 'users.enabled'])
      .where('email_links.token_hash', '=', hash(token))
      .where('email_links.email', '=', email)
      .where('email_links.used_at', 'is', null)
      .where('email_links.expires_at', '>', now)
      .where('users.role', '=', role)
      .where('users.deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!link) throw invalidLink();
    if (!link.enabled) throw accountBlocked(supportEmail);
    if (await verifiedElsewhere(trx, email, role, link.user_id)) throw emailTaken();
    await trx.updateTable('email_links').set({ used_at: now }).where('id', '=', link.link_id).execute();
    return trx
      .updateTable('users')
      .set({ email, email_verified: true, pending_email: null })
      .where('id', '=', link.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
