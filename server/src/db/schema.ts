import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role, Step } from '@dutylink/contracts';

/** A timestamp the database may default; always read back as a Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  role: Role;
  /** E.164; null once the account is deleted. */
  phone: string | null;
  email: string | null;
  /** The address waiting for its link to be opened. */
  pending_email: string | null;
  email_verified: Generated<boolean>;
  name: string | null;
  enabled: Generated<boolean>;
  deleted_at: Date | null;
  consent_sms_at: Date | null;
  consent_emails_at: Date | null;
  consent_terms_at: Date | null;
  filled_steps: ColumnType<Step[], Step[] | undefined, Step[]>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** sha256 of the cookie value, so a database leak does not leak live sessions. */
  id_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export type CodePurpose = 'signIn' | 'signUp';

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  role: Role;
  purpose: CodePurpose;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface WrongCodesTable {
  id: Generated<number>;
  phone: string;
  created_at: CreatedAt;
}

export interface EmailLinksTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export type Channel = 'sms' | 'email';
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** The account the message is about, so deleting it also deletes its messages. */
  user_id: number | null;
  /** False for login codes: after an unknown outcome the user asks again instead. */
  retry_unknown_outcome: boolean;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  claimed_at: Date | null;
  provider_id: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  phone_codes: PhoneCodesTable;
  wrong_codes: WrongCodesTable;
  email_links: EmailLinksTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxMessage = Selectable<OutboxTable>;
