import { useSession } from '@dutylink/api-client';
import { AreaWelcome } from '@dutylink/design-system';
import { ADMIN_SECTIONS } from './admin-sections';

const SECTION_ITEMS = ADMIN_SECTIONS.map(({ name, summary }) => ({ key: name, label: name, secondary: summary }));

/** /admin until the analytics and management screens arrive: who is signed in and what the area oversees. */
export function AdminHome() {
  const user = useSession((s) => s.user);
  return <AreaWelcome name={user?.name} summary="The admin area oversees:" listLabel="Admin sections" items={SECTION_ITEMS} />;
}
