import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import {
  formatAddress,
  formatPhone,
  formatShortDate,
  PermitDocumentType,
  permitDocumentLabel,
  radiusViewText,
  RATE_TYPE_LABEL,
  SEX_LABEL,
  Step,
  STEP_LABEL,
  timeZoneLabel,
  toDay,
  type EmployeeExperienceView,
  type EmployeeGeneralView,
  type EmployeeNotificationsView,
  type EmployeePermitsView,
  type PermitDocument,
  type RateType,
  type Sex,
} from '@dutylink/contracts';
import { PermitExpiryNote } from './permit-expiry-note';
import { PermitFileMarks } from './permit-file-marks';
import { standaloneLink } from './touch';

export const NOT_FILLED_TEXT = 'Not filled yet';

export interface ProfileCardProps {
  title: string;
  /** The wizard step that edits this block (with its returnUrl); no 'Edit' link without it. */
  editTo?: string;
  /** False while the step was never saved (the block is null): 'Not filled yet'. */
  filled: boolean;
  children?: ReactNode;
}

/** One block of a read-only profile: a titled section, with an 'Edit' link when editTo is given. */
export function ProfileCard({ title, editTo, filled, children }: ProfileCardProps) {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          {editTo && (
            <Link component={RouterLink} to={editTo} underline="hover" sx={standaloneLink}>
              Edit
            </Link>
          )}
        </Box>
        {filled ? children : <Typography color="textSecondary">{NOT_FILLED_TEXT}</Typography>}
      </CardContent>
    </Card>
  );
}

export type FieldRow = [label: string, value: ReactNode];

/** A label/value list; a row whose value is undefined is left out. */
export function Fields({ rows }: { rows: FieldRow[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}
    >
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {label}
            </Typography>
            {/* A long e-mail has no space to wrap at: it breaks where it must rather than being cut (issue 17). */}
            <Typography component="dd" sx={{ m: 0, minWidth: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** 'Yes' / 'No'. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Names joined with ', ', or '—' when empty. */
export function joinNames(items: readonly { name: string }[] | null | undefined): string {
  const names = (items ?? []).map((item) => item.name).filter(Boolean);
  return names.length > 0 ? names.join(', ') : '—';
}

/** '$25 Rate per hour', '$25.50 Rate per day' (whole amounts without cents). */
export function formatNotificationSalary(notifications: Pick<EmployeeNotificationsView, 'anySalary' | 'atLeastSalary' | 'salaryType'>): string {
  const { anySalary, atLeastSalary, salaryType } = notifications;
  if (anySalary || atLeastSalary === null || atLeastSalary === undefined) return 'Any';
  const whole = Number.isInteger(atLeastSalary);
  const amount = atLeastSalary.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `$${amount} ${RATE_TYPE_LABEL[salaryType as RateType] ?? RATE_TYPE_LABEL[0]}`;
}

function shortDate(value: string | null | undefined): string | undefined {
  const day = toDay(value);
  return day ? formatShortDate(day) : undefined;
}

/**
 * A held document in short form: 'No. G-123, issued 01/02/24, expires 03/04/27'. Police
 * credentials: 'Sergeant, Austin PD, Active, LEOSA, expires 03/04/27'. Empty when nothing is filled.
 */
export function permitSummary(doc: PermitDocument): string {
  const parts: string[] = [];
  if (doc.info) {
    if (doc.info.rank) parts.push(doc.info.rank);
    if (doc.info.agency) parts.push(doc.info.agency);
    if (doc.info.retired) parts.push('Retired');
    if (doc.info.active) parts.push('Active');
    if (doc.info.ccwRights) parts.push('CCW rights');
    if (doc.info.leosa) parts.push('LEOSA');
  }
  if (doc.number) parts.push(`No. ${doc.number}`);
  const issued = shortDate(doc.issued);
  if (issued) parts.push(`issued ${issued}`);
  const expires = shortDate(doc.expired);
  if (expires) parts.push(`expires ${expires}`);
  return parts.join(', ');
}

/** The documents a profile holds (the specialized-training document is listed by its trainings). */
export function heldPermitDocuments(permits: EmployeePermitsView | null | undefined): PermitDocument[] {
  return (permits?.documents ?? []).filter((doc) => doc.exists !== false && doc.type !== PermitDocumentType.SpecializedTraining);
}

/** 'Security: 3 years' lines, or '—'. */
export function formatIndustries(experience: EmployeeExperienceView | null | undefined): string {
  return (experience?.industries ?? []).map((industry) => `${industry.name}: ${industry.years} ${industry.years === 1 ? 'year' : 'years'}`).join('\n') || '—';
}

export interface ProfileBlockCardProps<T> {
  value: T | null;
  editTo?: string;
}

export function ProfileGeneralCard({ value: general, editTo }: ProfileBlockCardProps<EmployeeGeneralView>) {
  return (
    <ProfileCard title={STEP_LABEL[Step.General]} editTo={editTo} filled={!!general}>
      {general && (
        <Fields
          rows={[
            ['Name', general.name || [general.firstName, general.lastName].filter(Boolean).join(' ')],
            ['Sex', SEX_LABEL[general.sex as Sex] ?? 'Any'],
            ['Phone', general.phone ? formatPhone(general.phone) : '—'],
            ['Email', general.email || '—'],
            ['Time zone', general.timeZone ? timeZoneLabel(general.timeZone) : '—'],
            ['Specializations', joinNames(general.specializations)],
            ['Address', formatAddress(general.address) || '—'],
            [
              'Emergency contacts',
              (general.emergencyContacts ?? [])
                .filter((contact) => contact.name || contact.phone)
                .map((contact) => [contact.name, contact.phone ? formatPhone(contact.phone) : ''].filter(Boolean).join(', '))
                .join('\n') || '—',
            ],
          ]}
        />
      )}
    </ProfileCard>
  );
}

export interface ProfilePermitsCardProps extends ProfileBlockCardProps<EmployeePermitsView> {
  /** Whose permits they are: the address of each uploaded document. */
  employeeId: number;
  /** What a viewer may do with a document's file besides viewing it (the admin's Mark verified). */
  fileAction?: (doc: PermitDocument) => ReactNode;
}

export function ProfilePermitsCard({ value: permits, editTo, employeeId, fileAction }: ProfilePermitsCardProps) {
  const documents = heldPermitDocuments(permits);
  const training = permits?.documents.find((doc) => doc.type === PermitDocumentType.SpecializedTraining && doc.exists !== false);
  const withFile = (text: string, doc: PermitDocument | undefined) => (
    <>
      {text}
      {doc && <PermitExpiryNote expires={doc.expired} />}
      {doc && (
        <PermitFileMarks doc={doc} employeeId={employeeId}>
          {fileAction?.(doc)}
        </PermitFileMarks>
      )}
    </>
  );
  return (
    <ProfileCard title={STEP_LABEL[Step.Permits]} editTo={editTo} filled={!!permits}>
      {permits && (
        <Fields
          rows={[
            ...documents.map((doc): FieldRow => [permitDocumentLabel(doc.type), withFile(permitSummary(doc) || 'Yes', doc)]),
            ...(documents.length === 0 ? [['Documents', 'None'] as FieldRow] : []),
            ['Specialized trainings', withFile(joinNames(permits.specializedTrainings), training)],
            ['Security clearance', yesNo(permits.securityClearance)],
            ['Military', yesNo(permits.military)],
          ]}
        />
      )}
    </ProfileCard>
  );
}

/** Where the alerts come from: a radius around the ZIP code (issue 21), else the areas and the ZIP list. */
function notificationPlaceRows(notifications: EmployeeNotificationsView): FieldRow[] {
  if (notifications.radiusMiles !== null) return [['Locations', radiusViewText(notifications.radiusMiles, notifications.radiusZip)]];
  return [
    ['Locations', notifications.allZIPs ? 'All ZIPs' : joinNames(notifications.locations)],
    ['ZIPs', notifications.ziPs?.length ? notifications.ziPs.join(', ') : '—'],
  ];
}

export function ProfileNotificationsCard({ value: notifications, editTo }: ProfileBlockCardProps<EmployeeNotificationsView>) {
  return (
    <ProfileCard title={STEP_LABEL[Step.Notifications]} editTo={editTo} filled={!!notifications}>
      {notifications && (
        <Fields
          rows={[
            ['Salary', formatNotificationSalary(notifications)],
            ['Categories', joinNames(notifications.categories)],
            ['Sub-categories', notifications.subCategories?.length ? joinNames(notifications.subCategories) : undefined],
            ...notificationPlaceRows(notifications),
          ]}
        />
      )}
    </ProfileCard>
  );
}

export function ProfileExperienceCard({ value: experience, editTo }: ProfileBlockCardProps<EmployeeExperienceView>) {
  return (
    <ProfileCard title={STEP_LABEL[Step.Experience]} editTo={editTo} filled={!!experience}>
      {experience && (
        <Fields
          rows={[
            ['Industries', formatIndustries(experience)],
            ['Trainings', joinNames(experience.trainings)],
            ['Other training', experience.otherTraining || undefined],
          ]}
        />
      )}
    </ProfileCard>
  );
}
