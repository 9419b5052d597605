import { Box, Button } from '@mui/material';

export interface LoadMoreProps {
  /** Items already shown. */
  loaded: number;
  /** Items the list holds in all; the button shows while loaded < total. */
  total: number;
  /** More items exist than `total` counts (a count that stopped): the button shows anyway. */
  more?: boolean;
  onClick: () => void;
  /** Disables the button while the next page loads. */
  loading?: boolean;
  label?: string;
}

/** The lists' 'View more' button (spec: 10 more per click), hidden once everything is loaded. */
export function LoadMore({ loaded, total, more = false, onClick, loading = false, label = 'View more' }: LoadMoreProps) {
  if (loaded >= total && !more) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button variant="outlined" onClick={onClick} disabled={loading} aria-busy={loading || undefined}>
        {label}
      </Button>
    </Box>
  );
}
