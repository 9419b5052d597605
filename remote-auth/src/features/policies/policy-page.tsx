import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { POLICY_PAGES, type PolicyName, type PublicConfig } from '@dutylink/contracts';
import { EmptyLayout, PageProgress, standaloneLink } from '@dutylink/design-system';
import { policyBackPath } from '../../lib/policy-back';

const DOCUMENT_URL: Record<PolicyName, (config: PublicConfig) => string> = {
  terms: (config) => config.termsUrl,
  privacy: (config) => config.privacyUrl,
};


/**
 * /terms and /privacy: the hosted policy document in a frame, and a Back link to sign-up. A browser that
 * opens the address gets the server's page (server/src/modules/web/policy-pages.ts); this one serves
 * the app's own navigations, where Back returns to the sign-up form as it was.
 */
export function PolicyPage({ policy }: { policy: PolicyName }) {
  const { heading, frameTitle } = POLICY_PAGES[policy];
  const url = DOCUMENT_URL[policy];
  const { state: locationState } = useLocation();
  const config = useRead(reads.public.config());

  return (
    <EmptyLayout>
      <Container maxWidth="md" sx={{ py: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <Link component={RouterLink} to={policyBackPath(locationState)} sx={{ alignSelf: 'flex-start', ...standaloneLink }}>
          Back
        </Link>
        <Typography variant="h1">{heading}</Typography>
        {config.status === 'loading' ? (
          <PageProgress />
        ) : config.status === 'ready' ? (
          <Box
            component="iframe"
            title={frameTitle}
            src={url(config.data)}
            sx={{ width: '100%', flex: 1, minHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          />
        ) : (
          <Typography>The document could not be loaded. Please try again later.</Typography>
        )}
      </Container>
    </EmptyLayout>
  );
}
