/** The one-click way out of recurring e-mails (issue 37): signed List-Unsubscribe addresses and their page. */
export { unsubscribeLinks } from './links';
export { unsubscribeRoutes } from './plugin';
