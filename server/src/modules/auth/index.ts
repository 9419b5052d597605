/** Sign-in and sign-up by phone code, e-mail links, and the account's own life (block, delete). */
export { auth } from './plugin';
export { signInPages } from './sign-in-routes';
export { blockUser, deleteAccountWithSubscription, unblockUser } from './accounts';
