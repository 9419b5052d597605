import { useEffect } from 'react';
import { useLocation } from '@dutylink/router';
import { PRODUCT_NAME } from '@dutylink/contracts';

/** Spec section 2: the page title is the product name on every navigation. */
export function DocumentTitle() {
  const location = useLocation();
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, [location]);
  return null;
}
