import { memo, useState, type KeyboardEvent } from 'react';
import { Box, Button, Chip, IconButton, Stack, TextField } from '@mui/material';
import { employeeMessages, isPostalCode, NOTIFICATION_MAX_ZIPS } from '@dutylink/contracts';
import { useFormikField } from '@dutylink/design-system';

/** Extra 5-digit ZIP codes, added one at a time and shown as removable chips. */
export function ZipListField() {
  const { value: zips, error, disabled, form } = useFormikField<string[]>('ziPs');
  return <ZipListView zips={zips} listError={error} submitting={disabled} setZips={form.setFieldValue} />;
}

interface ZipListViewProps {
  zips: string[];
  listError: string | undefined;
  submitting: boolean;
  setZips: (field: 'ziPs', zips: string[]) => unknown;
}

/** The ZIP being typed is its own: a key typed re-renders this field only. */
const ZipListView = memo(function ZipListView({ zips, listError, submitting, setZips }: ZipListViewProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const full = zips.length >= NOTIFICATION_MAX_ZIPS;

  const add = () => {
    const zip = draft.trim();
    if (!isPostalCode(zip)) {
      setDraftError(employeeMessages.zipCode);
      return;
    }
    if (!zips.includes(zip)) void setZips('ziPs', [...zips, zip]);
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
          disabled={submitting || full}
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
        <Button variant="outlined" onClick={add} disabled={submitting || full} sx={{ mt: 1 }}>
          Add ZIP
        </Button>
      </Stack>
      {zips.length > 0 && (
        <Box role="list" aria-label="ZIP codes" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {zips.map((zip) => (
            <Box key={zip} role="listitem" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <Chip label={zip} />
              <IconButton
                size="small"
                aria-label={`Remove ZIP ${zip}`}
                disabled={submitting}
                onClick={() => void setZips('ziPs', zips.filter((each) => each !== zip))}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
});
