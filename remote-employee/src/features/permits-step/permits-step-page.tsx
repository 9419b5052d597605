import { ReadStatus } from '@dutylink/design-system';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Box, FormControlLabel, Paper, Stack, Typography, Checkbox, FormGroup } from '@dutylink/mui';
import { FormControl } from '@dutylink/mui/forms';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import {
  employeeMessages,
  PERMITS_VALIDATION_DELAY_MS,
  Step,
  type EmployeePermits,
  type EmployeePermitsResponse,
  type NamedRef,
  type PermitDocument,
} from '@dutylink/contracts';
import { useWizardStep, WizardActions, WizardStepLayout } from '../../components/profile-wizard';
import { PermitDocumentBlock } from './permit-document-block';
import { blockHasErrors, errorAt, toFormValues, toSavePayload, validatePermits, type PermitErrors } from './permits-form';

/** The acknowledgement's label is also its validation message (spec section 5). */
export const PERMITS_AGREE_LABEL = employeeMessages.agree;

const NO_ERRORS: PermitErrors = {};

/** /employee/permits: the Permits & Credentials step of the profile wizard. */
export function PermitsStepPage() {
  const wizard = useWizardStep(Step.Permits);
  const state = useRead(reads.employeeProfile.permits());
  return (
    <WizardStepLayout step={Step.Permits} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      <ReadStatus state={state} label="permits" />
      {state.status === 'ready' && <PermitsForm response={state.data} wizard={wizard} />}
    </WizardStepLayout>
  );
}

function PermitsForm({ response, wizard }: { response: EmployeePermitsResponse; wizard: ReturnType<typeof useWizardStep> }) {
  const initial = useMemo(() => toFormValues(response), [response]);
  const trainings: NamedRef[] = useMemo(() => response.specializedTraining ?? [], [response]);
  /** The documents as saved: a held one takes its photo or PDF at once (issue 21). */
  const saved = useMemo(() => new Map(response.documents.map((doc) => [doc.type, doc])), [response]);
  const [values, setValues] = useState<EmployeePermits>(initial);
  const [submitting, setSubmitting] = useState(false);
  /** Set by the first (delayed) validation; from then on the marks follow the edits, so a fixed block clears at once. */
  const [attempted, setAttempted] = useState(false);
  const errors: PermitErrors = useMemo(() => (attempted ? validatePermits(values) : NO_ERRORS), [attempted, values]);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blocksRef = useRef<HTMLDivElement>(null);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const changeDocument = useCallback(
    (index: number, patch: Partial<PermitDocument>) =>
      setValues((prev) => ({ ...prev, documents: prev.documents.map((doc, i) => (i === index ? { ...doc, ...patch } : doc)) })),
    [],
  );

  const submit = () => {
    if (submitting) return;
    setSubmitting(true);
    clearTimeout(timer.current);
    // Spec section 5/9: the permits are validated about 100 ms after submit.
    timer.current = setTimeout(async () => {
      const current = valuesRef.current;
      const found = validatePermits(current);
      setAttempted(true);
      if (Object.keys(found).length > 0) {
        setSubmitting(false);
        requestAnimationFrame(() =>
          blocksRef.current?.querySelector<HTMLElement>('[data-invalid="true"]')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }),
        );
        return;
      }
      const user = await employeeProfileApi.savePermits(toSavePayload(current));
      setSubmitting(false);
      if (user) wizard.saved();
    }, PERMITS_VALIDATION_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const agreeError = errorAt(errors, 'agree');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Permits & Credentials">
      <Stack spacing={2} ref={blocksRef}>
        <Typography color="textSecondary">Tick each permit, license or credential you hold and fill in its details.</Typography>
        {values.documents.map((doc, index) => {
          const prefix = `documents[${index}]`;
          const blockErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`${prefix}.`)));
          return (
            <PermitDocumentBlock
              key={doc.type}
              index={index}
              document={doc}
              errors={blockErrors}
              invalid={blockHasErrors(errors, index)}
              trainings={trainings}
              held={saved.get(doc.type)?.exists === true}
              savedFile={saved.get(doc.type)?.file ?? null}
              disabled={submitting}
              onChange={changeDocument}
            />
          );
        })}

        <Paper variant="outlined" sx={{ p: 2 }}>
          <FormGroup>
            <FormControlLabel
              label="Security clearance"
              disabled={submitting}
              control={
                <Checkbox checked={values.securityClearance} onChange={(event) => setValues((prev) => ({ ...prev, securityClearance: event.target.checked }))} />
              }
            />
            <FormControlLabel
              label="Military"
              disabled={submitting}
              control={<Checkbox checked={values.military} onChange={(event) => setValues((prev) => ({ ...prev, military: event.target.checked }))} />}
            />
          </FormGroup>
        </Paper>

        <Paper
          variant="outlined"
          data-invalid={agreeError ? 'true' : undefined}
          sx={{ p: 2, borderColor: agreeError ? 'error.main' : undefined, borderWidth: agreeError ? 2 : undefined }}
        >
          <FormControl error={!!agreeError} component="div">
            <FormControlLabel
              label={PERMITS_AGREE_LABEL}
              disabled={submitting}
              sx={agreeError ? { '& .MuiFormControlLabel-label': { color: 'error.main' } } : undefined}
              control={
                <Checkbox
                  checked={values.agree}
                  slotProps={{ input: { 'aria-invalid': agreeError ? true : undefined } }}
                  onChange={(event) => setValues((prev) => ({ ...prev, agree: event.target.checked }))}
                />
              }
            />
          </FormControl>
        </Paper>

        <WizardActions wizard={wizard} form={{ dirty, submit }} showBack submitting={submitting} />
      </Stack>
      {wizard.leaveGuard}
    </Box>
  );
}
