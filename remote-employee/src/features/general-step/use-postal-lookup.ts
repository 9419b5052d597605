import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { employeeProfileApi } from '@dutylink/api-client';
import { isPostalCode, POSTAL_LOOKUP_DEBOUNCE_MS, type UsState } from '@dutylink/contracts';
import { useDebouncedValue } from '@dutylink/design-system';
import type { GeneralFormValues } from './general-form-values';

/**
 * Spec section 5: typing a postal code looks up city and state (debounced 300 ms) and fills them.
 * The code the form was loaded with is not looked up again, so a saved city is never overwritten on
 * open; an unknown ZIP changes nothing.
 */
export function usePostalLookup(states: readonly UsState[]) {
  const { values, setFieldValue } = useFormikContext<GeneralFormValues>();
  const postalCode = values.address.postalCode.trim();
  const debounced = useDebouncedValue(postalCode, POSTAL_LOOKUP_DEBOUNCE_MS);
  const lastLookedUp = useRef(postalCode);
  const current = useRef(postalCode);
  current.current = postalCode;

  useEffect(() => {
    if (!isPostalCode(debounced) || debounced === lastLookedUp.current) return;
    lastLookedUp.current = debounced;
    void employeeProfileApi.zipLookup(debounced).then((answer) => {
      // The user may have typed on while the lookup ran.
      if (!answer || current.current !== debounced) return;
      const idstate = answer.idstate || states.find((s) => s.code === answer.state)?.id || 0;
      if (answer.city) void setFieldValue('address.city', answer.city);
      if (idstate) void setFieldValue('address.idstate', idstate);
    });
  }, [debounced, states, setFieldValue]);
}
