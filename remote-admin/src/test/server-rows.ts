/**
 * Tests only: the rows a mocked server holds. `list` answers them (with `extra` fields); `patch` and `remove`
 * change them as a write would, so a grid shows what it reads again after the write.
 */
export function serverRows<T extends { id: number }>(rows: T[], extra: object = {}) {
  let held = rows;
  return {
    list: async () => ({ ...extra, items: held, total: held.length }),
    patch: (id: number, change: Partial<T>) => {
      held = held.map((row) => (row.id === id ? { ...row, ...change } : row));
      return { id };
    },
    remove: (id: number) => {
      held = held.filter((row) => row.id !== id);
      return { id };
    },
  };
}
