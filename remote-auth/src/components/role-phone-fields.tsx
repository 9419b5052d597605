import { useFormikContext } from 'formik';
import { useSearchParams } from '@dutylink/router';
import type { Role } from '@dutylink/contracts';
import { PhoneField } from '@dutylink/design-system';
import { RoleRadioGroup } from './role-radio-group';

interface RolePhoneValues {
  role: Role;
  phone: string;
}

/** Step 0 of sign-in and sign-up: the role radio and the masked cell phone, bound to the Formik form. */
export function RolePhoneFields({ roleLabel, roles }: { roleLabel: string; roles: readonly Role[] }) {
  const { values, errors, touched, isSubmitting, setFieldValue, handleBlur } = useFormikContext<RolePhoneValues>();
  const [, setSearch] = useSearchParams();
  // The role lives in the URL too, so links to the other auth screen, to the Terms and back keep it.
  const chooseRole = (role: Role) => {
    void setFieldValue('role', role);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('role', String(role));
        return next;
      },
      { replace: true },
    );
  };
  return (
    <>
      <RoleRadioGroup
        label={roleLabel}
        roles={roles}
        value={values.role}
        onChange={chooseRole}
        disabled={isSubmitting}
      />
      <PhoneField
        name="phone"
        value={values.phone}
        onChange={(phone) => void setFieldValue('phone', phone)}
        onBlur={handleBlur}
        error={touched.phone && !!errors.phone}
        // The helper line is always there: 'Required' appearing when the field loses focus must not
        // move what the visitor is clicking or tapping at that moment.
        helperText={(touched.phone && errors.phone) || ' '}
        disabled={isSubmitting}
        autoFocus
      />
    </>
  );
}
