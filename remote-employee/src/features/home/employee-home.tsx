import { useSession } from '@dutylink/api-client';
import { EMPLOYEE_STEPS, STEP_LABEL } from '@dutylink/contracts';
import { AreaWelcome, DeleteAccountButton, stepItems } from '@dutylink/design-system';

/** /employee until the profile wizard and job lists arrive: who is signed in and how far the profile is. */
export function EmployeeHome() {
  const user = useSession((s) => s.user);
  const items = stepItems(EMPLOYEE_STEPS, STEP_LABEL, user?.filledStep ?? []);
  const filledCount = items.filter((item) => item.status?.done).length;
  return (
    <AreaWelcome
      name={user?.name}
      summary={`Your employee profile: ${filledCount} of ${items.length} steps filled.`}
      listLabel="Profile steps"
      items={items}
      actions={<DeleteAccountButton />}
    />
  );
}
