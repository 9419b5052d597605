import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Chip, IconButton, Stack } from '@dutylink/mui';
import { TextField } from '@dutylink/mui/forms';
import { useFormikContext } from 'formik';
import { employeeMessages, isPostalCode, NOTIFICATION_MAX_ZIPS } from '@dutylink/contracts';
import { shownError } from '../../components/profile-wizard';
import type { NotificationFormValues } from './notification-form-values';

/** Extra 5-digit ZIP codes, added one at a time and shown as removable chips. */
export function ZipListField() {
  const form = useFormikContext<NotificationFormValues>();
  const { values, setFieldValue, isSubmitting } = form;
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const listError = shownError(form, 'ziPs');
  const full = values.ziPs.length >= NOTIFICATION_MAX_ZIPS;

  const add = () => {
    const zip = draft.trim();
    if (!isPostalCode(zip)) {
      setDraftError(employeeMessages.zipCode);
      return;
    }
    if (!values.ziPs.includes(zip)) void setFieldValue('ziPs', [...values.ziPs, zip]);
    setDraft('');
    setDraftError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the ZIP instead of submitting the whole step.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="ZIP code"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value.replace(/\D/g, '').slice(0, 5));
            setDraftError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={!!(draftError ?? listError)}
          helperText={draftError ?? listError}
          disabled={isSubmitting || full}
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
        <Button variant="outlined" onClick={add} disabled={isSubmitting || full} sx={{ mt: 1 }}>
          Add ZIP
        </Button>
      </Stack>
      {values.ziPs.length > 0 && (
        <Box role="list" aria-label="ZIP codes" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {values.ziPs.map((zip) => (
            <Box key={zip} role="listitem" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <Chip label={zip} />
              <IconButton
                size="small"
                aria-label={`Remove ZIP ${zip}`}
                disabled={isSubmitting}
                onClick={() => void setFieldValue('ziPs', values.ziPs.filter((each) => each !== zip))}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
