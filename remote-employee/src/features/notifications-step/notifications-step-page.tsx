import { Alert, FormControlLabel, Stack, Checkbox, FormGroup } from '@dutylink/mui';
import { TextField, FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
import { Form, Formik, useFormikContext } from 'formik';
import { formikErrorsOf, ReadStatus, RevealFirstError } from '@dutylink/design-system';
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
import { shownError, useWizardStep, validateStep, WizardActions, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
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
      {(form) => (
        <Form noValidate aria-label="Notification settings">
          <RevealFirstError />
          <Stack spacing={3}>
            {data.smsOptedOut && (
              <Alert severity="warning" role="status">
                {SMS_OPTED_OUT_TEXT}
              </Alert>
            )}
            <SalaryFields />
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
            <WizardActions
              wizard={wizard}
              form={{ dirty: form.dirty, submit: () => void form.submitForm() }}
              showBack
              submitting={form.isSubmitting}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function SalaryFields() {
  const form = useFormikContext<NotificationFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, isSubmitting } = form;
  const salaryError = values.anySalary ? undefined : shownError(form, 'atLeastSalary');
  const typeError = shownError(form, 'salaryType');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Salary</FormLabel>
      <FormControlLabel
        label="Any salary"
        control={
          <Checkbox name="anySalary" checked={values.anySalary} onChange={handleChange} disabled={isSubmitting} />
        }
      />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            name="atLeastSalary"
            type="number"
            label="At least salary"
            value={values.anySalary ? '' : values.atLeastSalary}
            onChange={handleChange}
            onBlur={handleBlur}
            error={!!salaryError}
            helperText={salaryError}
            required={!values.anySalary}
            disabled={isSubmitting || values.anySalary}
            fullWidth
            slotProps={{ htmlInput: { min: NOTIFICATION_SALARY_MIN, max: NOTIFICATION_SALARY_MAX, step: 0.01, inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            id="notifications-salary-type"
            name="salaryType"
            label="Salary type"
            value={String(values.salaryType)}
            onChange={(event) => void setFieldValue('salaryType', Number(event.target.value))}
            error={!!typeError}
            helperText={typeError}
            disabled={isSubmitting}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {RATE_TYPES.map((type) => (
              <option key={type} value={String(type)}>
                {RATE_TYPE_LABEL[type]}
              </option>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </FormControl>
  );
}

/** Job categories, then the sub-categories of the first chosen category that has any (spec section 5). */
function CategoriesField({ categories }: { categories: readonly TreeNode[] }) {
  const form = useFormikContext<NotificationFormValues>();
  const { values, setFieldValue, setFieldTouched, isSubmitting } = form;
  const error = shownError(form, 'categories');
  const parent = subCategoryParent(categories, values.categories);

  const toggleCategory = (category: TreeNode, checked: boolean) => {
    const next = checked ? [...values.categories, category.id] : values.categories.filter((id) => id !== category.id);
    void setFieldValue('categories', next);
    void setFieldTouched('categories', true, false);
    if (!checked) {
      const children = new Set(category.children.map((child) => child.id));
      void setFieldValue('subCategories', values.subCategories.filter((id) => !children.has(id)));
    }
  };

  const toggleSubCategory = (id: number, checked: boolean) =>
    void setFieldValue('subCategories', checked ? [...values.subCategories, id] : values.subCategories.filter((each) => each !== id));

  return (
    <>
      <FormControl component="fieldset" error={!!error} required disabled={isSubmitting}>
        <FormLabel component="legend">Categories</FormLabel>
        <FormGroup row>
          {categories.map((category) => (
            <FormControlLabel
              key={category.id}
              label={category.name}
              control={<Checkbox checked={values.categories.includes(category.id)} onChange={(event) => toggleCategory(category, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {parent && (
        <FormControl component="fieldset" disabled={isSubmitting}>
          <FormLabel component="legend">{`Sub-categories of ${parent.name}`}</FormLabel>
          <FormGroup row>
            {parent.children.map((child) => (
              <FormControlLabel
                key={child.id}
                label={child.name}
                control={<Checkbox checked={values.subCategories.includes(child.id)} onChange={(event) => toggleSubCategory(child.id, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </>
  );
}
