import { Link } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { Logo, TAP_TARGET } from '@dutylink/design-system';
import { paths, PRODUCT_NAME, Role, type UserInfo } from '@dutylink/contracts';

/** Spec section 2: subscribers and admins get a logo link back to /. */
export function canLinkHome(user: UserInfo): boolean {
  return user.hasSubscription || user.role === Role.Admin;
}

export function FrameLogo({ user }: { user: UserInfo }) {
  if (!canLinkHome(user)) return <Logo />;
  return (
    <Link component={RouterLink} to={paths.home} aria-label={`${PRODUCT_NAME} home`} underline="none" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET }}>
      <Logo />
    </Link>
  );
}
