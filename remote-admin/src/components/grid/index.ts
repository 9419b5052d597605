export { ROW_ACTIONS_FIELD } from './admin-grid';
export type { AdminGridColumn } from './admin-grid';
export type { ListSort as AdminSort } from '@dutylink/api-client';
export { RowMenu } from './row-menu';
export type { RowMenuAction } from './row-menu';
export { StatusTag, SmsOptedOutTag, CellLink, ChevronLink } from './cells';
export { AdminListPage } from './admin-list-page';
