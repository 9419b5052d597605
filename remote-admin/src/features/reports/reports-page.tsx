import { useId, useState } from 'react';
import { Stack, Typography, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, Formik } from 'formik';
import { reads, reportsApi, toast, useRead } from '@dutylink/api-client';
import { adminRoutes, adminTexts, DISMISS_NOTE_MAX_LENGTH, dismissReportSchema, REPORT_OFFICER_TOLD, Role, ReportTab, type AdminReport } from '@dutylink/contracts';
import { ConfirmDialog, EmptyState, FormikTextField, ReadStatus, SubmitDialogActions, TabsWithCounts, validateStep } from '@dutylink/design-system';
import { SendSmsDialog } from '../../components/sms';
import { ReportCard, type ReportAction } from './report-card';

const validateDismissal = validateStep<{ note: string }>(dismissReportSchema);

/** Dismiss with an optional note (kept with the closed report), checked with the server's schema. */
function DismissDialog({ report, onClose }: { report: AdminReport | undefined; onClose: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const dismiss = async (note: string) => {
    if (!report) return;
    setBusy(true);
    const done = await reportsApi.dismiss(report.id, note.trim());
    setBusy(false);
    if (!done) return;
    toast.success('Report dismissed');
    onClose();
  };
  return (
    <Dialog open={!!report} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      {/* Inside the dialog: each report starts with an empty note. */}
      <Formik initialValues={{ note: '' }} validate={validateDismissal} onSubmit={({ note }) => dismiss(note)}>
        <Form noValidate>
          <DialogTitle id={`${id}-title`}>Dismiss this report?</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>{REPORT_OFFICER_TOLD}</Typography>
            <FormikTextField name="note" label="Note (optional)" multiline minRows={3} margin="dense" maxLength={DISMISS_NOTE_MAX_LENGTH} />
          </DialogContent>
          <SubmitDialogActions submitLabel="Dismiss" onCancel={onClose} busy={busy} />
        </Form>
      </Formik>
    </Dialog>
  );
}

/**
 * /admin/reports and /admin/reports/closed (issue 21): officers' reports about employers, open ones oldest
 * first, each beside the employer's measured cancel rate, with Message employer, Block employer and
 * Dismiss; an acted-on report moves to Closed with its outcome.
 */
export function ReportsPage({ tab }: { tab: ReportTab }) {
  const state = useRead(reads.admin.reports(tab));
  const counts = useRead(reads.admin.reportCounts());
  const [pending, setPending] = useState<{ action: ReportAction; report: AdminReport }>();
  const [busy, setBusy] = useState(false);
  const count = (key: ReportTab) => (counts.status === 'ready' ? counts.data[key] : undefined);
  const close = () => setPending(undefined);
  const about = (action: ReportAction) => (pending?.action === action ? pending.report : undefined);

  const block = async () => {
    const report = about('block');
    if (!report) return;
    setBusy(true);
    if (await reportsApi.block(report.id)) toast.success('Employer blocked');
    setBusy(false);
    close();
  };

  return (
    <Stack spacing={2} sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        Reports
      </Typography>
      <TabsWithCounts
        label="Report lists"
        tabs={[
          { label: 'Open', to: adminRoutes.reports, count: count(ReportTab.Open) },
          { label: 'Closed', to: adminRoutes.reportsClosed, count: count(ReportTab.Closed) },
        ]}
      />
      <ReadStatus state={state} label="reports" />
      {state.status === 'ready' && state.data.reports.length === 0 && (
        <EmptyState title={tab === ReportTab.Open ? 'No open reports' : 'No closed reports'} description={tab === ReportTab.Open ? 'Reports officers send appear here.' : undefined} />
      )}
      {state.status === 'ready' && (
        <Stack component="ul" spacing={2} aria-label={tab === ReportTab.Open ? 'Open reports' : 'Closed reports'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onAction={(action) => setPending({ action, report })} />
            </li>
          ))}
        </Stack>
      )}
      <SendSmsDialog
        open={pending?.action === 'message'}
        onClose={close}
        role={Role.Employer}
        recipient={pending && { id: pending.report.employer.id, name: pending.report.employer.company }}
        deliver={async (text) => !!(pending && (await reportsApi.message(pending.report.id, text)))}
      />
      <ConfirmDialog
        open={pending?.action === 'block'}
        title={pending && `Block ${pending.report.employer.company}?`}
        text={adminTexts.blockConfirm('employer')}
        confirmLabel="Block"
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onConfirm={() => void block()}
        onCancel={close}
      />
      <DismissDialog report={about('dismiss')} onClose={close} />
    </Stack>
  );
}
