import type { ReactNode } from 'react';
import { Box, Chip, IconButton, Link, Tooltip } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { SMS_OPTED_OUT_HINT, SMS_OPTED_OUT_TAG } from '@dutylink/contracts';

/** Account / job status tag: green for the 'on' state, grey otherwise. */
export function StatusTag({ label, on }: { label: string; on: boolean }) {
  return <Chip size="small" label={label} color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} />;
}

/** The user's phone replied STOP: a warning tag, its meaning as a tooltip (and to screen readers). */
export function SmsOptedOutTag() {
  return (
    <Tooltip title={SMS_OPTED_OUT_HINT} describeChild arrow>
      <Chip size="small" label={SMS_OPTED_OUT_TAG} color="warning" variant="outlined" tabIndex={0} />
    </Tooltip>
  );
}

/**
 * A router link inside a grid cell (keeps the cell's tab index for keyboard navigation). At least 44 px
 * square, so a one-digit count is a finger's target and not 8 px of text.
 */
export function CellLink({ to, children, tabIndex, label }: { to: string; children: ReactNode; tabIndex?: number; label?: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      tabIndex={tabIndex}
      aria-label={label}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 44, minHeight: 44 }}
    >
      {children}
    </Link>
  );
}

/** The chevron link to a profile: 'Open profile of <name>'. */
export function ChevronLink({ to, name, tabIndex }: { to: string; name: string; tabIndex?: number }) {
  return (
    <IconButton component={RouterLink} to={to} size="small" sx={{ width: 44, height: 44 }} aria-label={`Open profile of ${name}`} tabIndex={tabIndex}>
      <Box component="span" aria-hidden="true" sx={{ fontSize: 18, lineHeight: 1, width: 20 }}>
        ›
      </Box>
    </IconButton>
  );
}

/**
 * A text cell on one line: what does not fit (an e-mail, an 80-character promo code) ends in an
 * ellipsis, and the whole text is its tooltip (issue 17: the grid's flex cells cut it without one).
 */
export function CellText({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
