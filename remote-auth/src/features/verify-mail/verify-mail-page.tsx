import { useParams, useSearchParams } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { Role, roleFromSlug } from '@dutylink/contracts';
import { AuthLayout } from '@dutylink/design-system';
import { VerifyMailForm } from './verify-mail-form';

/** /auth/verifyMail and /auth/verifyMail/:role */
export function VerifyMailPage() {
  const { role: slug } = useParams();
  const [search] = useSearchParams();
  const user = useSession((state) => state.user);
  const role = roleFromSlug(slug ?? '') ?? user?.role ?? Role.Employee;
  return (
    <AuthLayout>
      <VerifyMailForm role={role} initialEmail={user?.role === role ? user.email : ''} returnUrl={search.get('returnUrl')} />
    </AuthLayout>
  );
}
