import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { reads, rostersApi, useRead } from '@dutylink/api-client';
import { BLOCK_OFFICER_BUTTON, blockOfficerQuestion, FAVOURITE_LABEL, UNBLOCK_BUTTON, type RosterFlags } from '@dutylink/contracts';
import { ConfirmDialog, TAP_TARGET } from '@dutylink/design-system';

const NONE: RosterFlags = { favourite: false, blocked: false };

/** What the company's roster says of each officer it marked (My officers lists every favourite and every blocked one); others are neither. */
export function useRosterFlags(): (userId: number) => RosterFlags {
  const state = useRead(reads.rosters.officers());
  const flags = new Map<number, RosterFlags>(state.status === 'ready' ? [...state.data.officers, ...state.data.blocked].map((o) => [o.userId, o]) : []);
  return (userId) => flags.get(userId) ?? NONE;
}

export interface RosterActionsProps {
  userId: number;
  name: string;
  flags: RosterFlags;
  /** Favourite is for officers the company hired; Block for any who applied or was hired. */
  canFavourite: boolean;
}

/**
 * Issue 36: an officer's Favourite toggle and Block (asking first, saying what it does) or Unblock, on My officers
 * and on a job's applicants. Touch targets of TAP_TARGET px.
 */
export function RosterActions({ userId, name, flags, canFavourite }: RosterActionsProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {canFavourite && !flags.blocked && (
        <Button
          variant={flags.favourite ? 'contained' : 'outlined'}
          aria-pressed={flags.favourite}
          aria-label={`${FAVOURITE_LABEL}: ${name}`}
          disabled={busy}
          sx={{ minHeight: TAP_TARGET }}
          onClick={() => void run(() => rostersApi.favourite(userId, !flags.favourite))}
        >
          {flags.favourite ? `★ ${FAVOURITE_LABEL}` : `☆ ${FAVOURITE_LABEL}`}
        </Button>
      )}
      {flags.blocked ? (
        <Button variant="outlined" aria-label={`${UNBLOCK_BUTTON} ${name}`} disabled={busy} sx={{ minHeight: TAP_TARGET }} onClick={() => void run(() => rostersApi.blockOfficer(userId, false))}>
          {UNBLOCK_BUTTON}
        </Button>
      ) : (
        <Button variant="text" color="error" aria-label={`${BLOCK_OFFICER_BUTTON} ${name}`} disabled={busy} sx={{ minHeight: TAP_TARGET }} onClick={() => setAsking(true)}>
          {BLOCK_OFFICER_BUTTON}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`${BLOCK_OFFICER_BUTTON} ${name}?`}
        text={blockOfficerQuestion(name)}
        confirmLabel={BLOCK_OFFICER_BUTTON}
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run(() => rostersApi.blockOfficer(userId, true))}
      />
    </Stack>
  );
}
