import type { EmployeeNotifications, EmployeeNotificationsResponse, TreeNode } from '@dutylink/contracts';

/** The notifications item as the form holds it: the salary as typed ('' while empty). */
export type NotificationFormValues = Omit<EmployeeNotifications, 'atLeastSalary'> & { atLeastSalary: number | '' };

/**
 * Location ids with the tree made consistent: a checked state stands for all its metro areas, and a
 * state whose metro areas are all checked is checked too.
 */
export function normalizeLocations(ids: readonly number[], tree: readonly TreeNode[]): number[] {
  const selected = new Set(ids);
  for (const state of tree) {
    if (state.children.length === 0) continue;
    if (selected.has(state.id)) state.children.forEach((child) => selected.add(child.id));
    else if (state.children.every((child) => selected.has(child.id))) selected.add(state.id);
  }
  return [...selected];
}

/** Spec section 5: a profile without categories starts with all of them selected. */
export function toFormValues({ item, categories, locations }: EmployeeNotificationsResponse): NotificationFormValues {
  return {
    ...item,
    atLeastSalary: item.atLeastSalary ?? '',
    categories: item.categories.length > 0 ? item.categories : categories.map((category) => category.id),
    locations: normalizeLocations(item.locations, locations),
    ziPs: item.ziPs ?? [],
  };
}

/** The POST body: no salary with 'Any salary', and only sub-categories of the chosen categories. */
export function toPayload(values: NotificationFormValues, categories: readonly TreeNode[]): EmployeeNotifications {
  const allowedSubCategories = new Set(
    categories.filter((category) => values.categories.includes(category.id)).flatMap((category) => category.children.map((child) => child.id)),
  );
  return {
    ...values,
    atLeastSalary: values.anySalary || values.atLeastSalary === '' ? null : Number(values.atLeastSalary),
    subCategories: values.subCategories.filter((id) => allowedSubCategories.has(id)),
  };
}

/** The category whose sub-categories are offered: the first selected one (list order) that has any. */
export function subCategoryParent(categories: readonly TreeNode[], selected: readonly number[]): TreeNode | undefined {
  return categories.find((category) => selected.includes(category.id) && category.children.length > 0);
}
