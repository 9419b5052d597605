import { useLocation } from '@dutylink/router';

/** Shows where the router is, so tests can assert where an action went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}
