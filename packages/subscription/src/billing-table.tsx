import { useState } from 'react';
import { Box, Button, SvgIcon, useMediaQuery, useTheme, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { subscriptionApi } from '@dutylink/api-client';
import { TransactionState, type Transaction } from '@dutylink/contracts';
import { EmptyState } from '@dutylink/design-system';
import { openInNewTab } from './browser';
import { formatDate, formatPrice } from './format';
import { Section } from './section';

const STATE_NAME: Record<TransactionState, string> = {
  [TransactionState.Pending]: 'Pending',
  [TransactionState.Paid]: 'Paid',
  [TransactionState.Failed]: 'Failed',
  [TransactionState.Refunded]: 'Refunded',
};

function PaidTick() {
  return (
    <SvgIcon color="success" titleAccess="Paid">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}

/**
 * The PDF opens in a new tab; the url comes from the server (same session). Its accessible name starts with
 * the text it shows (WCAG 2.5.3, axe `label-content-name-mismatch`: someone saying "click PDF" reaches it)
 * and names the row, so that a screen reader's list of buttons tells the invoices apart.
 */
function InvoiceButton({ transaction }: { transaction: Transaction }) {
  const invoiceId = transaction.invoiceID;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const url = await subscriptionApi.invoiceUrl(invoiceId);
    setBusy(false);
    if (url) openInNewTab(url);
  };
  return (
    <Button size="small" variant="outlined" aria-label={`PDF invoice, ${transaction.name}, ${formatDate(transaction.dt)}`} disabled={busy} onClick={download}>
      PDF
    </Button>
  );
}

function StatusOf({ transaction }: { transaction: Transaction }) {
  return transaction.state === TransactionState.Paid ? <PaidTick /> : <>{STATE_NAME[transaction.state]}</>;
}

/**
 * 'Billing information': the 12 latest transactions (spec section 2). Below 600 px the table keeps three
 * columns, so that the invoice's PDF stays in sight: the date goes under the plan's name and the status
 * under the price.
 */
export function BillingTable({ transactions }: { transactions: readonly Transaction[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Section title="Billing information">
      {transactions.length === 0 ? (
        <EmptyState title="No payments found" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Transactions" sx={{ '& .MuiTableCell-root': { px: narrow ? 1 : 2 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Subscription</TableCell>
                {!narrow && <TableCell>Date</TableCell>}
                <TableCell align="right">Price</TableCell>
                {!narrow && <TableCell align="center">Status</TableCell>}
                <TableCell align="center">Invoice</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((t, i) => (
                <TableRow key={`${t.invoiceID}-${i}`}>
                  <TableCell>
                    {t.name}
                    {narrow && (
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {formatDate(t.dt)}
                      </Box>
                    )}
                  </TableCell>
                  {!narrow && <TableCell>{formatDate(t.dt)}</TableCell>}
                  <TableCell align="right">
                    {formatPrice(t.amount)}
                    {narrow && (
                      <Box component="span" sx={{ display: 'block' }}>
                        <StatusOf transaction={t} />
                      </Box>
                    )}
                  </TableCell>
                  {!narrow && (
                    <TableCell align="center">
                      <StatusOf transaction={t} />
                    </TableCell>
                  )}
                  <TableCell align="center">
                    <InvoiceButton transaction={t} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
