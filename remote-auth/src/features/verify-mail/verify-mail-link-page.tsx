import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@dutylink/router';
import { authApi, toast, useSession } from '@dutylink/api-client';
import { Role, roleFromSlug, roleHome, safeReturnUrl } from '@dutylink/contracts';
import { AuthLayout, PageProgress } from '@dutylink/design-system';
import { BlockedAccountAlert, blockedAccountHelp } from '../../components/blocked-account-alert';
import { VerifyMailForm } from './verify-mail-form';

/** /auth/verifyMail/:role/:email/:token, the link of the e-mail; ?returnUrl= is where it leads once confirmed (issue 17). */
export function VerifyMailLinkPage() {
  const { role: slug = '', email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnUrl = search.get('returnUrl');
  const sessionRole = useSession((state) => state.user?.role);
  const role = roleFromSlug(slug);
  const [failed, setFailed] = useState(false);
  const [blockedHelp, setBlockedHelp] = useState<string>();
  // A token works once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (role === undefined) {
      setFailed(true);
      return;
    }
    void authApi.emailVerify(role, email, token, (errors) => setBlockedHelp(blockedAccountHelp(errors))).then((user) => {
      if (!user) {
        setFailed(true);
        return;
      }
      navigate(safeReturnUrl(returnUrl) ?? roleHome(user.role), { replace: true });
      toast.success('Email confirmed');
    });
  }, [role, email, token, returnUrl, navigate]);

  return (
    <AuthLayout>
      {blockedHelp ? (
        <BlockedAccountAlert help={blockedHelp} />
      ) : failed ? (
        <VerifyMailForm role={role ?? sessionRole ?? Role.Employee} initialEmail={email} returnUrl={returnUrl} />
      ) : (
        <PageProgress label="Confirming your email" />
      )}
    </AuthLayout>
  );
}
