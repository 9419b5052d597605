import { useFormikContext } from 'formik';
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
  return (
    <>
      <RoleRadioGroup
        label={roleLabel}
        roles={roles}
        value={values.role}
        onChange={(role) => void setFieldValue('role', role)}
        disabled={isSubmitting}
      />
      <PhoneField
        name="phone"
        value={values.phone}
        onChange={(phone) => void setFieldValue('phone', phone)}
        onBlur={handleBlur}
        error={touched.phone && !!errors.phone}
        helperText={touched.phone && errors.phone}
        disabled={isSubmitting}
        autoFocus
      />
    </>
  );
}
