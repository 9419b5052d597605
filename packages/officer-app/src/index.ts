export { installOffer, listenForInstall, useInstallWay } from './install-offer';
export type { InstallWay } from './install-offer';
