/** The Module Federation containers the shell mounts; keys of /remotes.json. */
export const REMOTE_NAMES = ['remote_auth', 'remote_employee', 'remote_employer', 'remote_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly one module: its route tree. */
export const ROUTES_EXPOSE = 'routes';
