import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { paths } from '@dutylink/contracts';
import { EmptyLayout } from './layouts';
import { Logo } from './logo';

/** /404 and any unmatched path (spec section 2), without a layout. */
export function NotFoundPage() {
  return (
    <EmptyLayout>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, p: 3, textAlign: 'center' }}>
        <Logo size="large" />
        <Typography variant="h1">Page not found</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Go to the home page
        </Button>
      </Box>
    </EmptyLayout>
  );
}
