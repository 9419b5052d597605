/** The frame around every role area (MUI's app bar and menu), a chunk of its own. */
export const loadRoleFrame = () => import('../frame/role-frame');
