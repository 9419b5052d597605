import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { adminApi, reads, toast, usePaged } from '@dutylink/api-client';
import { adminTexts, formatShortDate, promoDiscountText, promoMessages, promoPeriodText, type AdminPromo } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';
import { AdminListPage, ROW_ACTIONS_FIELD, RowMenu, type AdminGridColumn } from '../../components/grid';
import { PromoDialog } from './promo-dialog';

/** 'MM/dd/yy' of an ISO date or 'yyyy-MM-dd' day; '—' for none. */
const shortDate = (value: string | null) => (value ? formatShortDate(value) : '—');

/** /admin/promo (spec section 2). */
export function PromoPage() {
  const [text, setText] = useState('');
  const list = usePaged(reads.admin.promos(text));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminPromo>();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    if (await adminApi.deletePromo(deleting.id)) toast.success(`Promo code ${deleting.name} deleted`);
    setBusy(false);
    setDeleting(undefined);
  };

  const columns = useMemo<AdminGridColumn<AdminPromo>[]>(
    () => [
      { field: 'name', headerName: 'Promo code', minWidth: 160 },
      { field: 'value', headerName: 'Discount', width: 100, valueGetter: (_value, row) => promoDiscountText(row) },
      { field: 'duration', headerName: 'Period', valueGetter: (_value, row) => promoPeriodText(row.duration) },
      { field: 'validUntil', headerName: 'Valid until', valueGetter: (_value, row) => shortDate(row.validUntil) },
      { field: 'created', headerName: 'Created', valueGetter: (_value, row) => shortDate(row.created) },
      {
        field: ROW_ACTIONS_FIELD,
        headerName: 'Actions',
        width: 80,
        renderCell: ({ row, tabIndex }) => <RowMenu name={row.name} tabIndex={tabIndex} actions={[{ label: 'Delete', onClick: () => setDeleting(row) }]} />,
      },
    ],
    [],
  );

  return (
    <AdminListPage
      title="Promo codes"
      actions={
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add promo
        </Button>
      }
      searchPlaceholder={adminTexts.promoSearch}
      onSearch={setText}
      label="Promo codes"
      list={list}
      columns={columns}
      emptyText={promoMessages.empty}
    >
      {adding && (
        <PromoDialog
          open
          onClose={() => setAdding(false)}
          onCreated={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        text={promoMessages.deleteConfirm}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
        busy={busy}
        destructive
      />
    </AdminListPage>
  );
}
