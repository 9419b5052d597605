/*
 * What a wrong filter of the job list is told: by the server's schemas and the filters panel. Apart from
 * job-list-query.ts, which the list's first render reads, so the messages load with the panel.
 */
import { JOB_LIST_MAX_MIN_PAY } from './job-list-query';

export const jobListMessages = {
  day: 'Enter a date as yyyy-MM-dd',
  range: 'The end must not be before the start',
  minPay: `Enter an amount from 0 to ${JOB_LIST_MAX_MIN_PAY.toLocaleString('en-US')}`,
  minPayDecimals: 'At most 2 decimal places',
  shift: 'Unknown shift',
  armed: 'Unknown armed status',
} as const;
