export { dutyLinkTheme } from './theme';
export { standaloneLink, stretchedLink, TAP_TARGET } from './touch';
export { DutyLinkThemeProvider } from './theme-provider';
export { focusRing } from './focus-ring';
export { Logo } from './logo';
export { PageProgress } from './page-progress';
export { lazyPage } from './lazy-page';
export type { LogoProps } from './logo';
export { AuthLayout, EmptyLayout } from './layouts';
export type { AuthLayoutProps, EmptyLayoutProps } from './layouts';
export { FormikPhoneField, PhoneField } from './phone-field';
export type { FormikPhoneFieldProps, PhoneFieldProps } from './phone-field';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { FormikDialogActions, SubmitDialogActions } from './submit-dialog-actions';
export type { SubmitDialogActionsProps } from './submit-dialog-actions';
export { ReasonDialog } from './reason-dialog';
export type { ReasonDialogProps } from './reason-dialog';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { NotFoundPage } from './not-found-page';
export { useDebouncedValue } from './use-debounced-value';
export { useNow } from './use-now';
export { ReadStatus } from './read-status';
export { DeleteAccountButton } from './delete-account-button';
export { ProfileWizardHeader } from './profile-wizard-header';
export type { ProfileWizardHeaderProps } from './profile-wizard-header';
export { TabsWithCounts, tabLabel } from './tabs-with-counts';
export type { TabWithCount, TabsWithCountsProps } from './tabs-with-counts';
export { LoadMore } from './load-more';
export type { LoadMoreProps } from './load-more';
export { SearchBox, SEARCH_MAX_LENGTH, SEARCH_DEBOUNCE_MS } from './search-box';
export type { SearchBoxProps } from './search-box';
export { JobDetails } from './job-details';
export { formatAddress, jobCityState, jobShiftLabel } from '@dutylink/contracts';
export type { JobDetailsProps } from './job-details';
export {
  ProfileCard,
  Fields,
  NOT_FILLED_TEXT,
  yesNo,
  joinNames,
  formatNotificationSalary,
  permitSummary,
  heldPermitDocuments,
  formatIndustries,
  ProfileGeneralCard,
  ProfilePermitsCard,
  ProfileNotificationsCard,
  ProfileExperienceCard,
} from './profile-cards';
export type { ProfileCardProps, FieldRow, ProfileBlockCardProps, ProfilePermitsCardProps } from './profile-cards';
export { PermitFileMarks, VerifiedBadge, VERIFIED_TEXT, VIEW_DOCUMENT_TEXT } from './permit-file-marks';
export type { PermitFileMarksProps } from './permit-file-marks';
export { PermitExpiryNote } from './permit-expiry-note';
export { TreeCheckboxField } from './tree-checkbox-field';
export type { TreeCheckboxFieldProps } from './tree-checkbox-field';
export { formikErrorsOf, shownError, validateStep } from './formik-validation';
export { AccountContactFields } from './account-contact-fields';
export type { AccountContactFieldsProps } from './account-contact-fields';
export { StateSelectField } from './state-select-field';
export type { StateSelectFieldProps } from './state-select-field';
export { CheckboxGroupField } from './checkbox-group-field';
export type { CheckboxGroupFieldProps, CheckboxGroupOption } from './checkbox-group-field';
export { FormikTextField } from './formik-text-field';
export { FormikSelectField } from './formik-select-field';
export type { FormikSelectFieldProps, SelectOption } from './formik-select-field';
export { FormikCheckboxField, FormikCheckboxGroupField, FormikRadioGroupField, WhenField } from './formik-choice-fields';
export type { FormikCheckboxFieldProps, FormikCheckboxGroupFieldProps, FormikRadioGroupFieldProps, RadioOption } from './formik-choice-fields';
export { FormFieldRulesProvider, useFormikField } from './use-formik-field';
export type { FormFieldRules, FormikSetters } from './use-formik-field';
export { RevealFirstError, revealFirstError } from './reveal-first-error';
export type { FormikTextFieldProps } from './formik-text-field';
export { ApplicantStateTag, EMPLOYER_APPLICANT_STATE_LABEL } from './applicant-state-tag';
export type { ApplicantStateTagProps } from './applicant-state-tag';
export { ApplicantListItem } from './applicant-list-item';
export type { ApplicantListItemProps } from './applicant-list-item';
export { LEAVE_GUARD_TEXT, LeaveGuardTracker, useLeaveGuard } from './use-leave-guard';
export { ProfileStepActions, profileStepSubmitLabel } from './profile-step-actions';
export type { ProfileStepActionsProps } from './profile-step-actions';
export type { GuardedForm, LeaveGuard } from './use-leave-guard';
export { RateShift } from './rate-shift';
export type { RateShiftProps } from './rate-shift';
export { RatingsCard } from './ratings-card';
export { RecordNote } from './record-note';
export type { RecordNoteProps } from './record-note';
export { EmployerRecordNote } from './employer-record-note';
