import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from '@dutylink/router';
import { authApi, toast, useSession } from '@dutylink/api-client';
import { Role, roleFromSlug, roleHome } from '@dutylink/contracts';
import { AuthLayout, PageProgress } from '@dutylink/design-system';
import { VerifyMailForm } from './verify-mail-form';

/** /auth/verifyMail/:role/:email/:token, the link of the e-mail. */
export function VerifyMailLinkPage() {
  const { role: slug = '', email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const sessionRole = useSession((state) => state.user?.role);
  const role = roleFromSlug(slug);
  const [failed, setFailed] = useState(false);
  // A token works once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (role === undefined) {
      setFailed(true);
      return;
    }
    void authApi.emailVerify(role, email, token).then((user) => {
      if (!user) {
        setFailed(true);
        return;
      }
      navigate(roleHome(user.role), { replace: true });
      toast.success('Email confirmed');
    });
  }, [role, email, token, navigate]);

  return (
    <AuthLayout>
      {failed ? (
        <VerifyMailForm role={role ?? sessionRole ?? Role.Employee} initialEmail={email} />
      ) : (
        <PageProgress label="Confirming your email" />
      )}
    </AuthLayout>
  );
}
