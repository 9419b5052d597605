/** SMS job alerts: a job posted or edited is texted to the officers it fits. */
export { sendQueuedJobAlerts } from './service';
export { jobAlertReactions } from './reactions';
export { ALERT_JOB_COLUMNS, alertsFit, jobTargets, reachableOfficer } from './matching';
