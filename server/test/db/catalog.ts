import { sql, type Kysely } from 'kysely';

/**
 * What the migrations built in the public schema, read from PostgreSQL's catalog, as sorted lines per
 * kind of object, so two databases compare with toEqual and a difference reads as a line. Kysely's own
 * tables (kysely_migration, kysely_migration_lock) are left out: they record the migrations, not the schema.
 * `rows` holds each table's row count and an md5 of its rows as text in byte order: the reference data
 * the migrations fill in (states, areas, ZIP places) is part of what they build.
 *
 * It reads the catalog, not pg_dump, so it runs the same on PGlite (PostgreSQL 18 in WASM, no pg_dump) and
 * on a PostgreSQL server. Where the two differ only in how they record the same thing, it reads the common
 * form: NOT NULL is the column's attnotnull, and PostgreSQL 18's NOT NULL rows of pg_constraint
 * (contype 'n', which 15 does not have) are skipped.
 */
export interface Catalog {
  extensions: string[];
  tables: string[];
  columns: string[];
  indexes: string[];
  constraints: string[];
  triggers: string[];
  functions: string[];
  views: string[];
  sequences: string[];
  types: string[];
  rows: string[];
}

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema: the catalog is read as it is

const SCHEMA = 'public';
const OWN_TABLES = `c.relname not in ('kysely_migration', 'kysely_migration_lock')`;
/** Objects an extension created (its functions, types) belong to the extension's line, not the schema's. */
const notFromExtension = (catalog: string, oid: string) => `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

async function lines(db: Db, query: string): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`${sql.raw(query)}`.execute(db);
  return rows.map((row) => row.line).sort();
}

export async function readCatalog(db: Db): Promise<Catalog> {
  const inSchema = `n.nspname = '${SCHEMA}'`;
  const tables = `select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${inSchema} and c.relkind in ('r', 'p') and ${OWN_TABLES}`;

  const catalog: Catalog = {
    extensions: await lines(db, `select e.extname || ' ' || e.extversion || ' in ' || n.nspname as line from pg_extension e join pg_namespace n on n.oid = e.extnamespace`),
    tables: await lines(
      db,
      `select c.relname || ' kind ' || c.relkind::text || ' persistence ' || c.relpersistence::text || coalesce(' with ' || array_to_string(c.reloptions, ', '), '') as line
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${inSchema} and c.relkind in ('r', 'p') and ${OWN_TABLES}`,
    ),
    columns: await lines(
      db,
      `select t.relname || '.' || a.attname
         || ' #' || row_number() over (partition by t.oid order by a.attnum)
         || ' ' || format_type(a.atttypid, a.atttypmod)
         || case when a.attnotnull then ' not null' else '' end
         || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end
         || case when a.attgenerated <> '' then ' generated ' || a.attgenerated::text || ' as ' || pg_get_expr(ad.adbin, ad.adrelid)
                 when ad.adbin is not null then ' default ' || pg_get_expr(ad.adbin, ad.adrelid) else '' end
         || case when a.attcollation <> 0 and a.attcollation <> ty.typcollation then ' collate ' || co.collname else '' end as line
       from (${tables}) t
       join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
       join pg_type ty on ty.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
       left join pg_collation co on co.oid = a.attcollation`,
    ),
    indexes: await lines(db, `select pg_get_indexdef(i.indexrelid) as line from pg_index i join (${tables}) t on t.oid = i.indrelid`),
    constraints: await lines(
      db,
      `select t.relname || ' ' || k.conname || ' ' || k.contype::text || ' ' || pg_get_constraintdef(k.oid)
         || case when k.condeferrable then ' deferrable' else '' end || case when k.convalidated then '' else ' not valid' end as line
       from pg_constraint k join (${tables}) t on t.oid = k.conrelid where k.contype <> 'n'`,
    ),
    triggers: await lines(
      db,
      `select pg_get_triggerdef(g.oid) || case when g.tgenabled <> 'O' then ' enabled ' || g.tgenabled::text else '' end as line
       from pg_trigger g join (${tables}) t on t.oid = g.tgrelid where not g.tgisinternal`,
    ),
    functions: await lines(
      db,
      `select pg_get_functiondef(p.oid) as line from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where ${inSchema} and p.prokind in ('f', 'p') and ${notFromExtension('pg_proc', 'p.oid')}`,
    ),
    views: await lines(
      db,
      `select c.relname || ' kind ' || c.relkind::text || E'\\n' || pg_get_viewdef(c.oid) as line from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${inSchema} and c.relkind in ('v', 'm')`,
    ),
    sequences: await lines(
      db,
      `select c.relname || ' ' || format_type(s.seqtypid, null) || ' start ' || s.seqstart || ' increment ' || s.seqincrement
         || ' min ' || s.seqmin || ' max ' || s.seqmax || ' cache ' || s.seqcache || case when s.seqcycle then ' cycle' else '' end
         || coalesce(' owned by ' || o.relname || '.' || a.attname || ' (' || d.deptype::text || ')', '') as line
       from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refobjsubid > 0 and d.deptype in ('a', 'i')
       left join pg_class o on o.oid = d.refobjid
       left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
       where ${inSchema}`,
    ),
    types: await lines(
      db,
      `select ty.typname || ' ' || ty.typtype::text
         || coalesce(' (' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = ty.oid) || ')', '')
         || case when ty.typtype = 'd' then ' ' || format_type(ty.typbasetype, ty.typtypmod) else '' end as line
       from pg_type ty join pg_namespace n on n.oid = ty.typnamespace
       where ${inSchema} and ty.typtype in ('e', 'd', 'c') and (ty.typrelid = 0 or (select relkind from pg_class where oid = ty.typrelid) = 'c')
         and ${notFromExtension('pg_type', 'ty.oid')}`,
    ),
    rows: [],
  };

  const { rows: names } = await sql<{ relname: string }>`${sql.raw(`select c.relname from (${tables}) c order by 1`)}`.execute(db);
  for (const { relname } of names) {
    const table = sql.table(relname);
    const { rows } = await sql<{ n: number; digest: string | null }>`select count(*)::int as n, md5(string_agg(t::text, E'\n' order by t::text collate "C")) as digest from ${table} t`.execute(db);
    catalog.rows.push(`${relname} ${rows[0].n}${rows[0].digest ? ` md5 ${rows[0].digest}` : ''}`);
  }
  return catalog;
}
