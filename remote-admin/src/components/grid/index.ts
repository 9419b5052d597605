export { AdminGrid, ROW_ACTIONS_FIELD } from './admin-grid';
export type { AdminGridColumn, AdminGridProps } from './admin-grid';
export type { ListSort as AdminSort } from '@dutylink/api-client';
export { RowMenu } from './row-menu';
export type { RowMenuAction, RowMenuProps } from './row-menu';
export { StatusTag, SmsOptedOutTag, CellLink, ChevronLink } from './cells';
export { AdminListPage } from './admin-list-page';
export type { AdminListPageProps } from './admin-list-page';
