import { memo } from 'react';
import { Alert, FormControlLabel, Stack, Checkbox, FormGroup, TextField, FormControl, FormHelperText, FormLabel, Grid } from '@mui/material';
import { Form, Formik } from 'formik';
import { FormikCheckboxField, FormikSelectField, FormikTextField, formikErrorsOf, ProfileStepActions, ReadStatus, RevealFirstError, useFormikField } from '@dutylink/design-system';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import {
  employeeNotificationsSchema,
  NOTIFICATION_SALARY_MAX,
  NOTIFICATION_SALARY_MIN,
  RATE_TYPE_LABEL,
  RATE_TYPES,
  SMS_OPTED_OUT_TEXT,
  Step,
  type EmployeeNotificationsResponse,
  type TreeNode,
} from '@dutylink/contracts';
import { useWizardStep, validateStep, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
import { ChannelsCard, PushCard } from '../../components/officer-app';
import { LocationsField } from './locations-field';
import { PlaceChoiceField } from './place-choice-field';
import { subCategoryParent, toFormValues, toPayload, type NotificationFormValues } from './notification-form-values';
import { ZipListField } from './zip-list-field';

const validate = validateStep<NotificationFormValues>(employeeNotificationsSchema);

/** /employee/notifications: which jobs the employee is told about (spec sections 2 and 5). */
export function NotificationsStepPage() {
  const wizard = useWizardStep(Step.Notifications);
  const state = useRead(reads.employeeProfile.notifications());
  return (
    <WizardStepLayout step={Step.Notifications} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      {state.status === 'ready' ? (
        <NotificationsForm data={state.data} wizard={wizard} />
      ) : (
        <ReadStatus state={state} label="notification settings" />
      )}
      <PushCard />
      <ChannelsCard />
      {wizard.leaveGuard}
    </WizardStepLayout>
  );
}

function NotificationsForm({ data, wizard }: { data: EmployeeNotificationsResponse; wizard: WizardStep }) {
  return (
    <Formik<NotificationFormValues>
      initialValues={toFormValues(data)}
      validate={validate}
      onSubmit={async (values, form) => {
        // ZIP codes the ZIP data does not know are refused by the server only: the ZIP field shows why.
        const saved = await employeeProfileApi.saveNotifications(toPayload(values, data.categories), (errors) =>
          form.setErrors(formikErrorsOf<NotificationFormValues>(errors)),
        );
        if (saved) wizard.saved();
      }}
    >
      <Form noValidate aria-label="Notification settings">
        <RevealFirstError />
        <Stack spacing={3}>
          <NotificationFields data={data} />
          <ProfileStepActions guard={wizard} returnUrl={wizard.returnUrl} showBack onBack={wizard.back} />
        </Stack>
      </Form>
    </Formik>
  );
}

/** The fields, each re-rendering on its own changes only. */
const NotificationFields = memo(function NotificationFields({ data }: { data: EmployeeNotificationsResponse }) {
  return (
    <>
      {data.smsOptedOut && (
        <Alert severity="warning" role="status">
          {SMS_OPTED_OUT_TEXT}
        </Alert>
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend">Salary</FormLabel>
        <FormikCheckboxField name="anySalary" label="Any salary" />
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <AtLeastSalaryField />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormikSelectField id="notifications-salary-type" name="salaryType" label="Salary type" options={SALARY_TYPES} />
          </Grid>
        </Grid>
      </FormControl>
      <CategoriesField categories={data.categories} />
      <PlaceChoiceField
        zip={data.radiusZip}
        areas={
          <>
            <LocationsField tree={data.locations} />
            <ZipListField />
          </>
        }
      />
    </>
  );
});

const SALARY_TYPES = RATE_TYPES.map((type) => ({ value: type, label: RATE_TYPE_LABEL[type] }));
const SALARY_INPUT = { htmlInput: { min: NOTIFICATION_SALARY_MIN, max: NOTIFICATION_SALARY_MAX, step: 0.01, inputMode: 'decimal' } } as const;

/** The least salary, or empty and disabled with 'Any salary' (what was typed is kept meanwhile). */
function AtLeastSalaryField() {
  const { value: anySalary } = useFormikField<boolean>('anySalary');
  return anySalary ? (
    <TextField name="atLeastSalary" type="number" label="At least salary" value="" disabled fullWidth slotProps={SALARY_INPUT} />
  ) : (
    <FormikTextField name="atLeastSalary" type="number" label="At least salary" required slotProps={SALARY_INPUT} />
  );
}

/** Job categories, then the sub-categories of the first chosen category that has any (spec section 5). */
function CategoriesField({ categories }: { categories: readonly TreeNode[] }) {
  const chosen = useFormikField<number[]>('categories');
  const subCategories = useFormikField<number[]>('subCategories');
  return (
    <CategoriesView
      categories={categories}
      chosen={chosen.value}
      subCategories={subCategories.value}
      error={chosen.error}
      disabled={chosen.disabled}
      setChosen={chosen.choose}
      setSubCategories={subCategories.form.setFieldValue}
    />
  );
}

interface CategoriesViewProps {
  categories: readonly TreeNode[];
  chosen: number[];
  subCategories: number[];
  error: string | undefined;
  disabled: boolean;
  setChosen: (ids: number[]) => void;
  setSubCategories: (field: 'subCategories', ids: number[]) => unknown;
}

const CategoriesView = memo(function CategoriesView({ categories, chosen, subCategories, error, disabled, setChosen, setSubCategories }: CategoriesViewProps) {
  const parent = subCategoryParent(categories, chosen);

  const toggleCategory = (category: TreeNode, checked: boolean) => {
    setChosen(checked ? [...chosen, category.id] : chosen.filter((id) => id !== category.id));
    if (!checked) {
      const children = new Set(category.children.map((child) => child.id));
      setSubCategories('subCategories', subCategories.filter((id) => !children.has(id)));
    }
  };

  const toggleSubCategory = (id: number, checked: boolean) =>
    setSubCategories('subCategories', checked ? [...subCategories, id] : subCategories.filter((each) => each !== id));

  return (
    <>
      <FormControl component="fieldset" error={!!error} required disabled={disabled}>
        <FormLabel component="legend">Categories</FormLabel>
        <FormGroup row>
          {categories.map((category) => (
            <FormControlLabel
              key={category.id}
              label={category.name}
              control={<Checkbox checked={chosen.includes(category.id)} onChange={(event) => toggleCategory(category, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {parent && (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend">{`Sub-categories of ${parent.name}`}</FormLabel>
          <FormGroup row>
            {parent.children.map((child) => (
              <FormControlLabel
                key={child.id}
                label={child.name}
                control={<Checkbox checked={subCategories.includes(child.id)} onChange={(event) => toggleSubCategory(child.id, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </>
  );
});
