import { sql } from 'kysely';
import { compiledOnce } from '../../src/db/compiled-once';
import type { Db } from '../../src/db/connect';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Statements compiled once and bound on each call (src/db/compiled-once.ts), on PGlite or PostgreSQL. */
describe('compiledOnce', () => {
  let database: TestDatabase;
  const guards = (db: Db) => db.selectFrom('guards' as never);

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table guards (id int primary key, name text not null, shift int not null)`.execute(database.db);
    await sql`insert into guards values (1, 'Ann', 0), (2, 'Bo', 1), (3, 'Cy', 1)`.execute(database.db);
  });
  afterAll(() => database.drop());

  it('binds each call its own values, and keeps one text per shape', async () => {
    let built = 0;
    const onShift = compiledOnce((db: Db, p: { shift: number; after: number }, shape) => {
      built += 1;
      const query = guards(db).select(['id', 'name'] as never[]).where('shift' as never, '=', p.shift as never);
      return (shape === 'after' ? query.where('id' as never, '>', p.after as never) : query).orderBy('id' as never);
    });
    expect(await onShift(database.db, { shift: 1, after: 0 })).toEqual([{ id: 2, name: 'Bo' }, { id: 3, name: 'Cy' }]);
    expect(await onShift(database.db, { shift: 0, after: 0 })).toEqual([{ id: 1, name: 'Ann' }]);
    expect(await onShift(database.db, { shift: 1, after: 2 }, 'after')).toEqual([{ id: 3, name: 'Cy' }]);
    expect(await onShift(database.db, { shift: 1, after: 1 }, 'after')).toEqual([{ id: 2, name: 'Bo' }, { id: 3, name: 'Cy' }]);
    expect(built).toBe(2);
  });

  it('refuses a parameter written into the text, which would keep the first call\'s value for every call', async () => {
    const byName = compiledOnce((db: Db, p: { name: string }) => guards(db).selectAll().where(sql.raw<boolean>(`name = '${p.name}'`)));
    await expect(byName(database.db, { name: 'Ann' })).rejects.toThrow('the parameter name must be used as a value of the statement');
  });

  it('keeps at most maxShapes texts, building again a shape it dropped', async () => {
    let built = 0;
    const byId = compiledOnce((db: Db, p: { id: number }, shape) => {
      built += 1;
      return guards(db).select(sql<string>`${shape}`.as('shape')).where('id' as never, '=', p.id as never);
    }, 2);
    for (const shape of ['a', 'b', 'c', 'b', 'a']) expect(await byId(database.db, { id: 1 }, shape)).toEqual([{ shape }]);
    // a, b, c built; c pushed a out; b still kept; a built again.
    expect(built).toBe(4);
  });
});
