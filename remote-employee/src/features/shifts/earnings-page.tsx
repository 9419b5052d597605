import { reads, useRead } from '@dutylink/api-client';
import { ReadStatus } from '@dutylink/design-system';
import { EarningsSection } from './earnings-section';
import { ShiftsLayout } from './shifts-layout';

export const NOTHING_AWAITING = {
  title: 'Nothing waiting for approval',
  text: 'Check in and out of your shifts: your hours appear here for your employer to approve.',
};
export const NOTHING_APPROVED = {
  title: 'No approved hours yet',
  text: 'Once your employer approves the hours of a shift, they appear here with their pay.',
};

/** /employee/shifts/earnings: the worked shifts waiting for the employer's approval, and the approved ones. */
export function EarningsPage() {
  const state = useRead(reads.shifts.earnings());
  return (
    <ShiftsLayout>
      <ReadStatus state={state} label="earnings" />
      {state.status === 'ready' && (
        <>
          <EarningsSection title="Waiting for approval" shifts={state.data.awaiting} empty={NOTHING_AWAITING} />
          <EarningsSection title="Approved" shifts={state.data.approved} empty={NOTHING_APPROVED} />
        </>
      )}
    </ShiftsLayout>
  );
}
