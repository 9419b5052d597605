// Checked by `npm run typecheck`, never run: src/db/schema.ts's narrowings are refused when they do not fit
// the generated tables (each @ts-expect-error below must stay an error), and the ones that fit do what they say.
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { FilledByTrigger, KeptByTrigger, Narrow, Narrowed, NeverNull } from '../../src/db/schema-narrowing';

interface Tables {
  things: {
    id: ColumnType<number, number | undefined, number>;
    status: ColumnType<string, string | undefined, string>;
    note: string | null;
    size: number;
    zone: string;
    total: number | null;
  };
}
interface Computed {
  things: 'id' | 'total';
}

/** True when A and B are the same type; a `const` of type Equal<...> = true fails to compile otherwise. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Fine = Narrowed<Tables, Computed, { things: { status: Narrow<'open' | 'shut'>; note: Narrow<'a' | 'b'>; size: KeptByTrigger; zone: FilledByTrigger; total: NeverNull } }>['things'];
export const statusKeepsItsDefault: Equal<Insertable<Fine>['status'], 'open' | 'shut' | undefined> = true;
export const noteKeepsItsNull: Equal<Selectable<Fine>['note'], 'a' | 'b' | null> = true;
export const computedIsReadOnly: Equal<keyof Insertable<Fine> | keyof Updateable<Fine>, 'status' | 'note' | 'zone'> = true;
export const filledMayBeNull: Equal<Insertable<Fine>['zone'], string | null | undefined> = true;
export const neverNullReadsNoNull: Equal<Selectable<Fine>['total'], number> = true;

// A column or table the database lacks.
// @ts-expect-error no such column
export type MissingColumn = Narrowed<Tables, Computed, { things: { colour: Narrow<'red'> } }>;
// @ts-expect-error no such table
export type MissingTable = Narrowed<Tables, Computed, { widgets: { status: Narrow<'open'> } }>;
// A narrowing that is not one: another type, or null where the database has none.
// @ts-expect-error the read type is not within the column's
export type OtherType = Narrowed<Tables, Computed, { things: { size: Narrow<'big'> } }>;
// @ts-expect-error a NOT NULL column read as possibly null
export type AddsNull = Narrowed<Tables, Computed, { things: { size: Narrow<number | null> } }>;
// @ts-expect-error the written type is not one the column accepts
export type OtherWrite = Narrowed<Tables, Computed, { things: { size: Narrow<number, string> } }>;
// @ts-expect-error the column is nullable already
export type FilledNullable = Narrowed<Tables, Computed, { things: { note: FilledByTrigger } }>;
// @ts-expect-error only a computed column may be declared never null
export type NeverNullStored = Narrowed<Tables, Computed, { things: { note: NeverNull } }>;
// @ts-expect-error a computed column is read-only already
export type KeptComputed = Narrowed<Tables, Computed, { things: { total: KeptByTrigger } }>;

// The real schema: a few narrowings as the code relies on them.
export const outboxStatus: Equal<Selectable<Database['outbox']>['status'], 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'expired' | 'held'> = true;
export const jobDayWrittenAsText: Equal<Insertable<Database['jobs']>['from_date'], string> = true;
export const jobZoneFilledByTrigger: Equal<Insertable<Database['jobs']>['time_zone'], string | null | undefined> = true;
export const userIdReadOnly: Equal<'id' extends keyof Insertable<Database['users']> ? true : false, false> = true;
export const hiredJobsReadOnly: Equal<'hired_jobs' extends keyof Updateable<Database['users']> ? true : false, false> = true;
