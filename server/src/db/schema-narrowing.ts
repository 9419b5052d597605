import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';

/*
 * How src/db/schema.ts narrows the generated table types (docs/decisions/generated-schema.md). The
 * database says what a column is (its type, null or not, a default or not); the code says what it holds:
 * a union for a status column, the shape of a JSON column, that triggers keep it. Each narrowing names a
 * column the database has and stays within what the database accepts, or `Narrowed` does not compile.
 */

/** Its values are T when read and W when written (e.g. a status union; a `date` read as a Date, written as 'yyyy-MM-dd'); null and the default stay the database's. */
export interface Narrow<T, W = T> {
  readonly narrow: [T, W];
}

/** Only triggers write it: read-only to the code. */
export interface KeptByTrigger {
  readonly keptByTrigger: true;
}

/** NOT NULL without a default, but a BEFORE trigger fills it in: null (or nothing) may be written. */
export interface FilledByTrigger {
  readonly filledByTrigger: true;
}

/** A computed column whose expression is never null over its NOT NULL inputs (PostgreSQL declares every generated column nullable). */
export interface NeverNull {
  readonly neverNull: true;
}

type Nullable<C> = null extends SelectType<C> ? true : false;
/** X with each member that is not null or undefined replaced by T. */
type Swap<X, T> = X extends null | undefined ? X : T;

/** What the database says of a column, with the columns PostgreSQL computes made read-only. */
type Column<C, Computed extends boolean> = Computed extends true ? ColumnType<SelectType<C>, never, never> : C;

/** Why a narrowing does not fit its column, as the compiler's error shows it; the narrowing itself when it does. */
type Fits<C, N, Computed extends boolean> =
  N extends Narrow<infer T, infer W>
    ? [T] extends [NonNullable<SelectType<C>>]
      ? Computed extends true
        ? N
        : [W] extends [NonNullable<InsertType<C>> & NonNullable<UpdateType<C>>]
          ? N
          : { error: 'the written type is not one the database column accepts' }
      : { error: 'the read type is not within the database column type' }
    : N extends KeptByTrigger
      ? Computed extends true
        ? { error: 'PostgreSQL computes this column: it is read-only already' }
        : N
      : N extends FilledByTrigger
        ? Nullable<C> extends true
          ? { error: 'the database column is nullable already' }
          : N
        : N extends NeverNull
          ? Computed extends true
            ? Nullable<C> extends true
              ? N
              : { error: 'the database column is NOT NULL already' }
            : { error: 'only a computed column may be declared never null' }
          : never;

type Applied<C, N> =
  N extends Narrow<infer T, infer W>
    ? ColumnType<Swap<SelectType<C>, T>, Swap<InsertType<C>, W>, Swap<UpdateType<C>, W>>
    : N extends KeptByTrigger
      ? ColumnType<SelectType<C>, never, never>
      : N extends FilledByTrigger
        ? ColumnType<SelectType<C>, InsertType<C> | null | undefined, UpdateType<C> | null>
        : N extends NeverNull
          ? ColumnType<NonNullable<SelectType<C>>, never, never>
          : never;

type ComputedIn<Computed, Table> = Table extends keyof Computed ? Computed[Table] : never;

/**
 * Every table's narrowings: only tables and columns the database has, each fitting its column. A
 * mistake shows as "Types of property '<column>' are incompatible" with the `error` that says why.
 */
export type NarrowingsOf<DB, Computed, N> = {
  [Table in keyof N]: Table extends keyof DB
    ? { [Name in keyof N[Table]]: Name extends keyof DB[Table] ? Fits<DB[Table][Name], N[Table][Name], Name extends ComputedIn<Computed, Table> ? true : false> : { error: 'no such column in the database' } }
    : { error: 'no such table in the database' };
};

/** The generated tables with the computed columns read-only and the narrowings applied. */
export type Narrowed<DB, Computed, N extends NarrowingsOf<DB, Computed, N>> = {
  [Table in keyof DB]: {
    [Name in keyof DB[Table]]: Table extends keyof N
      ? Name extends keyof N[Table]
        ? Applied<Column<DB[Table][Name], Name extends ComputedIn<Computed, Table> ? true : false>, N[Table][Name]>
        : Column<DB[Table][Name], Name extends ComputedIn<Computed, Table> ? true : false>
      : Column<DB[Table][Name], Name extends ComputedIn<Computed, Table> ? true : false>;
  };
};
