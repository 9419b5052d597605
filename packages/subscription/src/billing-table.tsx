import { useState } from 'react';
import { Button, SvgIcon, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
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

/** The PDF opens in a new tab; the url comes from the server (same session). */
function InvoiceButton({ invoiceId }: { invoiceId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const url = await subscriptionApi.invoiceUrl(invoiceId);
    setBusy(false);
    if (url) openInNewTab(url);
  };
  return (
    <Button size="small" variant="outlined" aria-label="Download invoice" disabled={busy} onClick={download}>
      PDF
    </Button>
  );
}

/** 'Billing information': the 12 latest transactions (spec section 2). */
export function BillingTable({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <Section title="Billing information">
      {transactions.length === 0 ? (
        <EmptyState title="No payments found" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Transactions">
            <TableHead>
              <TableRow>
                <TableCell>Subscription</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="center">Status</TableCell>
                <TableCell align="center">Invoice</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((t, i) => (
                <TableRow key={`${t.invoiceID}-${i}`}>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{formatDate(t.dt)}</TableCell>
                  <TableCell align="right">{formatPrice(t.amount)}</TableCell>
                  <TableCell align="center">{t.state === TransactionState.Paid ? <PaidTick /> : STATE_NAME[t.state]}</TableCell>
                  <TableCell align="center">
                    <InvoiceButton invoiceId={t.invoiceID} />
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
