// The ./routes of a release of remote-employee that starts using a MUI component no part of the suite
// drew before (Slider): the area's real routes, with the slider and a contained button above them.
// e2e/remote-origin-server.mjs builds it (webpack, remote-employee's config) and serves it at /probe/;
// tests-cross-origin/new-mui-component.spec.ts releases it against the shell that is built.
import { Button, Slider, Stack } from '@mui/material';
import EmployeeRoutes from '../../remote-employee/src/routes';

export default function ProbeRoutes() {
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
        <Slider aria-label="Probe hours" defaultValue={20} sx={{ maxWidth: 200 }} />
        <Button variant="contained">Probe button</Button>
      </Stack>
      <EmployeeRoutes />
    </>
  );
}
