import type { Role } from '@dutylink/contracts';

/** A demo account's users row: e-mail verified, every consent given at `now`, created at `createdAt`. */
export function demoUser({ role, name, phone, email = null }: { role: Role; name: string; phone: string; email?: string | null }, now: Date, createdAt = now) {
  return {
    role,
    name,
    phone,
    email,
    pending_email: null,
    email_verified: true,
    deleted_at: null,
    consent_sms_at: now,
    consent_emails_at: now,
    consent_terms_at: now,
    created_at: createdAt,
  };
}
