import type { NamedRef, TreeNode, UsState } from '@dutylink/contracts';
import type { Db } from '../db/connect';

/** Reference lists (migration 0003), read per request: small, and new rows show up without a restart. */

export async function loadStates(db: Db): Promise<UsState[]> {
  return db.selectFrom('us_states').select(['id', 'name', 'code']).orderBy('name').execute();
}

export async function loadSpecializations(db: Db): Promise<NamedRef[]> {
  return db.selectFrom('specializations').select(['id', 'name']).orderBy('id').execute();
}

export async function loadNamed(db: Db, table: 'industries' | 'trainings' | 'specialized_trainings'): Promise<NamedRef[]> {
  return db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();
}

function toTree(rows: { id: number; name: string; parent_id: number | null }[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] }]));
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Job categories with their sub-categories. */
export async function loadCategoryTree(db: Db): Promise<TreeNode[]> {
  return toTree(await db.selectFrom('job_categories').select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute());
}

/** States with their metropolitan areas. */
export async function loadLocationTree(db: Db): Promise<TreeNode[]> {
  return toTree(await db.selectFrom('locations').select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute());
}

/** Names of the given ids of a reference table, in the table's order; unknown ids are skipped. */
export async function namesOf(
  db: Db,
  table: 'specializations' | 'job_categories' | 'locations' | 'industries' | 'trainings' | 'specialized_trainings',
  ids: readonly number[],
): Promise<NamedRef[]> {
  if (ids.length === 0) return [];
  return db.selectFrom(table).select(['id', 'name']).where('id', 'in', [...ids]).orderBy('id').execute();
}

/** The ids of `ids` that do not exist in the table. */
export async function unknownIds(
  db: Db,
  table: 'specializations' | 'job_categories' | 'locations' | 'industries' | 'trainings' | 'specialized_trainings' | 'us_states',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('id', 'in', [...new Set(ids)]).execute();
  return unknownOf(new Set(found.map((r) => r.id)), ids);
}

/** The ids of `ids` (each once) that `known` (a cached reference list, or the ids found) does not hold. */
export function unknownOf(known: { has(id: number): boolean }, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** Documents the chosen specializations require (PermitDocumentType values), sorted. */
export async function requiredDocsOf(db: Db, specializationIds: readonly number[]): Promise<number[]> {
  if (specializationIds.length === 0) return [];
  const rows = await db.selectFrom('specializations').select('required_docs').where('id', 'in', [...specializationIds]).execute();
  return [...new Set(rows.flatMap((r) => r.required_docs))].sort((a, b) => a - b);
}

/** Names by id of the reference lists a job shows (its specializations, categories, locations and state). */
export interface ReferenceNames {
  specializations: Map<number, string>;
  categories: Map<number, string>;
  locations: Map<number, string>;
  states: Map<number, UsState>;
}

/**
 * How long a process keeps the names. The lists change only with a release (migrations), so each process
 * picks a change up within this time without a restart, and a job list never reads the tables.
 */
export const REFERENCE_NAMES_TTL_MS = 60_000;

const namesCache = new WeakMap<Db, { loadedAt: number; names: Promise<ReferenceNames> }>();

async function loadReferenceNames(db: Db): Promise<ReferenceNames> {
  const [specializations, categories, locations, states] = await Promise.all([
    db.selectFrom('specializations').select(['id', 'name']).execute(),
    db.selectFrom('job_categories').select(['id', 'name']).execute(),
    db.selectFrom('locations').select(['id', 'name']).execute(),
    db.selectFrom('us_states').select(['id', 'name', 'code']).execute(),
  ]);
  const byId = (rows: NamedRef[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { specializations: byId(specializations), categories: byId(categories), locations: byId(locations), states: new Map(states.map((s) => [s.id, s])) };
}

/** The reference names, cached per database for REFERENCE_NAMES_TTL_MS (a failed load is not kept). */
export function referenceNames(db: Db, nowMs = Date.now()): Promise<ReferenceNames> {
  const cached = namesCache.get(db);
  if (cached && nowMs - cached.loadedAt < REFERENCE_NAMES_TTL_MS) return cached.names;
  const names = loadReferenceNames(db);
  namesCache.set(db, { loadedAt: nowMs, names });
  names.catch(() => namesCache.delete(db));
  return names;
}
