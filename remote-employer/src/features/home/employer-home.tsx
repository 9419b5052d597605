import { useSession } from '@dutylink/api-client';
import { EMPLOYER_STEPS, STEP_LABEL } from '@dutylink/contracts';
import { AreaWelcome, DeleteAccountButton, stepItems } from '@dutylink/design-system';

/** /employer until the company profile and job posts arrive: who is signed in and how far the profile is. */
export function EmployerHome() {
  const user = useSession((s) => s.user);
  const items = stepItems(EMPLOYER_STEPS, STEP_LABEL, user?.filledStep ?? []);
  const filledCount = items.filter((item) => item.status?.done).length;
  return (
    <AreaWelcome
      name={user?.name}
      summary={`Your company profile: ${filledCount} of ${items.length} steps filled.`}
      listLabel="Profile steps"
      items={items}
      actions={<DeleteAccountButton />}
    />
  );
}
