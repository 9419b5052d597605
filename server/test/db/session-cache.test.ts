import { authPaths, Role } from '@dutylink/contracts';
import { sql } from 'kysely';
import { Client } from 'pg';
import { changesUsers, userChangesOf, type UserChanges } from '../../src/db/user-changes';
import { keptSessions } from '../../src/lib/sessions';
import { useTestDatabase, type TestApp } from '../helpers/test-app';

const tokenOf = (cookie: string) => cookie.replace(/^dl_session=/, '');

/** Waits for `done` a little while (a NOTIFY's delivery), failing with `what` after 3 s. */
async function soon(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const until = Date.now() + 3_000; Date.now() < until; ) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Not within 3 s: ${what}`);
}

describe('which statements change what a session lookup reads', () => {
  it.each([
    ['update "users" set "enabled" = $1 where "id" = $2', true],
    ['update "users" as "u" set "name" = $1', true],
    ['delete from "sessions" where "id_hash" = $1', true],
    ['insert into "subscriptions" ("user_id", "state") values ($1, $2)', true],
    ['with x as (update "subscriptions" set "state" = $1 returning *) select * from x', true],
    ['update subscriptions set state = 0', true],
    ['truncate jobs, users cascade', true],
    ['insert into "sessions" ("id_hash", "user_id") values ($1, $2)', false],
    ['insert into "users" ("phone") values ($1) on conflict do nothing', false],
    ['select * from "users" where "id" = $1 for update', false],
    ['update "jobs" set "title" = $1 from "users" where "users"."id" = "jobs"."employer_id"', false],
    ['insert into "applicants" ("job_id", "user_id") select $1, "id" from "users"', false],
    ['update "user_settings" set "x" = 1', false],
  ])('%s: %s', (text, changes) => {
    expect(changesUsers(text)).toBe(changes);
  });
});

/** The session cache (lib/sessions.ts, keptSessions) on PGlite and on PostgreSQL. */
describe('sessions kept in the process', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let changes: UserChanges;
  let reads: jest.SpyInstance;
  const now = () => t.clock.now();

  beforeAll(async () => {
    t = await database.build();
    changes = userChangesOf(t.db)!;
    await soon(() => changes.heard, 'the LISTEN connection is up');
  });
  beforeEach(() => {
    reads = jest.spyOn(t.db, 'executeQuery');
  });
  afterEach(() => reads.mockRestore());

  it('reads a session once, and again after any write to users, sessions or subscriptions is committed', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    const sessions = keptSessions(t.db);
    reads.mockClear();
    expect((await sessions.find(tokenOf(cookie), now()))?.user.id).toBe(userId);
    expect((await sessions.find(tokenOf(cookie), now()))?.user.id).toBe(userId);
    expect(reads).toHaveBeenCalledTimes(1);

    // Each call gets a user of its own: a request that changes it changes nothing kept.
    const first = (await sessions.find(tokenOf(cookie), now()))!;
    first.user.name = 'Changed here';
    expect((await sessions.find(tokenOf(cookie), now()))!.user.name).not.toBe('Changed here');

    // Inside a transaction, the change is told at the commit: what was kept is still served until then.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Pat Doe' }).where('id', '=', userId).execute();
      expect((await sessions.find(tokenOf(cookie), now()))!.user.name).not.toBe('Pat Doe');
    });
    expect((await sessions.find(tokenOf(cookie), now()))!.user.name).toBe('Pat Doe');

    await t.db.insertInto('subscriptions').values({ user_id: userId, state: 1, until: null, virtual: true }).execute();
    expect((await sessions.find(tokenOf(cookie), now()))!.access).toEqual({ hasSubscription: true, virtualSubscription: true });

    await t.db.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    expect(await sessions.find(tokenOf(cookie), now())).toBeNull();
    sessions.stop();
  });

  it('ends with the logout, a block, an expiry and a subscription change in the app at once', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    const refresh = () => t.call('POST', authPaths.refresh, { cookie });
    expect((await refresh()).json().user.hasSubscription).toBe(false);
    await t.db.insertInto('subscriptions').values({ user_id: userId, state: 1, until: null, virtual: true }).execute();
    expect((await refresh()).json().user.hasSubscription).toBe(true);
    await t.db.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    expect((await refresh()).statusCode).toBe(401);

    const other = await t.signUp(Role.Employee);
    expect((await t.call('POST', authPaths.refresh, { cookie: other.cookie })).statusCode).toBe(200);
    t.clock.advance((t.app.config.sessionDays + 1) * 86_400_000);
    expect((await t.call('POST', authPaths.refresh, { cookie: other.cookie })).statusCode).toBe(401);

    const third = await t.signUp(Role.Employee);
    expect((await t.call('POST', authPaths.refresh, { cookie: third.cookie })).statusCode).toBe(200);
    expect((await t.call('POST', authPaths.logout, { cookie: third.cookie })).statusCode).toBe(200);
    expect((await t.call('POST', authPaths.refresh, { cookie: third.cookie })).statusCode).toBe(401);
  });

  it('does not keep a read that a change overtook, nor anything while changes could go unheard', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    const sessions = keptSessions(t.db);
    reads.mockClear();
    const reading = sessions.find(tokenOf(cookie), now());
    changes.tell(userId);
    await reading;
    await sessions.find(tokenOf(cookie), now());
    expect(reads).toHaveBeenCalledTimes(2);
    await sessions.find(tokenOf(cookie), now());
    expect(reads).toHaveBeenCalledTimes(2);

    // Another user's change leaves this one kept; a change of unknown users drops everything.
    changes.tell(userId + 1_000_000);
    await sessions.find(tokenOf(cookie), now());
    expect(reads).toHaveBeenCalledTimes(2);
    changes.tell(null);
    await sessions.find(tokenOf(cookie), now());
    expect(reads).toHaveBeenCalledTimes(3);

    const heard = changes.heard;
    changes.heard = false;
    try {
      await sessions.find(tokenOf(cookie), now());
      await sessions.find(tokenOf(cookie), now());
      expect(reads).toHaveBeenCalledTimes(5);
    } finally {
      changes.heard = heard;
    }
    sessions.stop();
  });

  it('keeps at most `most` sessions, and each at most `ms`', async () => {
    const users = await Promise.all([0, 1, 2].map(() => t.signUp(Role.Employee)));
    const sessions = keptSessions(t.db, { ms: 60_000, most: 2 });
    reads.mockClear();
    for (const { cookie } of users) await sessions.find(tokenOf(cookie), now());
    await sessions.find(tokenOf(users[2]!.cookie), now());
    await sessions.find(tokenOf(users[1]!.cookie), now());
    expect(reads).toHaveBeenCalledTimes(3);
    await sessions.find(tokenOf(users[0]!.cookie), now());
    expect(reads).toHaveBeenCalledTimes(4);
    sessions.stop();

    const brief = keptSessions(t.db, { ms: 0, most: 10 });
    reads.mockClear();
    await brief.find(tokenOf(users[0]!.cookie), now());
    await brief.find(tokenOf(users[0]!.cookie), now());
    expect(reads).toHaveBeenCalledTimes(2);
    brief.stop();
  });

  const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
  (onPostgres ? describe : describe.skip)('with other processes (PostgreSQL)', () => {
    let other: Client;
    beforeAll(async () => {
      other = new Client({ connectionString: database.current.url });
      await other.connect();
    });
    afterAll(() => other.end());

    it("hears another process's block, subscription and logout by NOTIFY, and drops what it kept", async () => {
      const { cookie, userId } = await t.signUp(Role.Employee);
      const sessions = keptSessions(t.db);
      const find = () => sessions.find(tokenOf(cookie), now());
      expect((await find())?.access.hasSubscription).toBe(false);
      await other.query("insert into subscriptions (user_id, state, until, virtual) values ($1, 1, null, true)", [userId]);
      await soon(async () => (await find())?.access.hasSubscription === true, 'the subscription shows');
      await other.query('update users set enabled = false where id = $1', [userId]);
      await soon(async () => (await find()) === null, 'the block shows');

      const second = await t.signUp(Role.Employee);
      expect(await sessions.find(tokenOf(second.cookie), now())).not.toBeNull();
      await other.query('delete from sessions where user_id = $1', [second.userId]);
      await soon(async () => (await sessions.find(tokenOf(second.cookie), now())) === null, 'the logout shows');
      sessions.stop();
    });

    it('keeps nothing while its LISTEN connection is lost, and keeps again once it is back', async () => {
      const { cookie } = await t.signUp(Role.Employee);
      const sessions = keptSessions(t.db);
      const find = () => sessions.find(tokenOf(cookie), now());
      await find();
      reads.mockClear();
      await find();
      expect(reads).toHaveBeenCalledTimes(0);

      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen user_changes'`.execute(t.db);
        await soon(() => !changes.heard, 'the loss is noticed');
        reads.mockClear();
        await find();
        await find();
        expect(reads).toHaveBeenCalledTimes(2);
        await soon(() => changes.heard, 'it listens again');
        expect(warn).toHaveBeenCalledWith(expect.stringContaining("Not hearing other processes' user changes"));
      } finally {
        warn.mockRestore();
      }
      reads.mockClear();
      await find();
      await find();
      expect(reads).toHaveBeenCalledTimes(1);
      sessions.stop();
    });
  });
});
