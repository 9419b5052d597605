export { http } from './http';
export { call, errorToastFor, joinErrorLines, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TITLE } from './call';
export type { CallOptions, ErrorToastContent } from './call';
export { useToasts, toast } from './toasts';
export type { Toast, ToastKind, NewToast } from './toasts';
export { useSession, refreshSession } from './session';
export { authApi } from './auth-api';
export { publicApi } from './public-api';
