/** The officer's app (issue 39): installed, told by push first, and usable on a post without signal. */
export { startOfficerApp } from './start-officer-app';
export { InstallCard } from './install-card';
export { PushCard } from './push-card';
export { ChannelsCard } from './channels-card';
export { OfflineBanner } from './offline-banner';
export { queuedChecks, useQueuedChecks, withQueuedChecks } from './queued-checks';
