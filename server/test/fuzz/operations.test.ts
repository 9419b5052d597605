import Ajv from 'ajv';
import fc from 'fast-check';
import { Role } from '@dutylink/contracts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/demo-data';
import { createSession, SESSION_COOKIE } from '../../src/modules/auth/sessions';
import { ORIGIN, useTestDatabase, type TestApp } from '../helpers/test-app';
import { arbitrary, hostile, rawText, type Schema } from './arbitraries';

/** Examples per operation: small in `npm test`, more in `node bench/fuzz.mjs` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS || 12);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Calls that end the session they are made with go last, so the others keep theirs. */
const LAST = (path: string, method: string) => (method === 'delete' && path === '/api/auth/') || path.endsWith('/logout');

type Caller = Role | 'anonymous';

/** The role whose area a path is in, so most calls get past the guard. */
function ownerOf(path: string): Caller {
  if (path.startsWith('/api/admin')) return Role.Admin;
  if (path.startsWith('/api/employers') || path.startsWith('/api/jobApplicants')) return Role.Employer;
  if (path.startsWith('/api/employees') || path.startsWith('/api/subscriptions')) return Role.Employee;
  return 'anonymous';
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('every operation of the OpenAPI document, fuzzed', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let document: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  const sessions = new Map<Caller, string>();
  const tally = { operations: 0, examples: 0, serverErrors: 0, schemaBreaks: 0 };

  beforeAll(async () => {
    t = await database.build();
    await seedDemoData(t.db, t.clock.now());
    const response = await t.call('GET', 'openapi.json');
    document = response.json();
    ajv.addSchema(document, 'doc');
  });

  afterAll(() => {
    console.info(`fuzz: ${tally.operations} operations, ${tally.examples} examples, ${tally.serverErrors} answers of 5xx, ${tally.schemaBreaks} answers outside their schema`);
  });

  /** A fresh session per operation for each demo account, so one operation's logout does not reach the next. */
  async function openSessions(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.db.selectFrom('users').select('id').where('phone', '=', account.phone).where('role', '=', account.role).executeTakeFirst();
      if (user) sessions.set(account.role, await createSession(t.db, user.id, t.clock.now(), 1));
    }
  }

  const resolve = (ref: string) => ajv.getSchema(`doc${ref}`)!.schema as Schema;

  /** The schema an answer must meet: the declared one for its status, else any 4xx is `ApiErrorBody`. */
  function answerCheck(path: string, method: string, operation: Operation, status: number) {
    const declared = operation.responses[String(status)] ?? (status >= 400 && status < 500 ? operation.responses['400'] : undefined);
    if (!declared) return undefined;
    if (!declared.content?.['application/json']) return null;
    return ajv.getSchema(`doc#/${pointer('paths', path, method, 'responses', operation.responses[String(status)] ? String(status) : '400', 'content', 'application/json', 'schema')}`);
  }

  const operations = () =>
    Object.entries(document.paths)
      .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })))
      .sort((a, b) => Number(LAST(a.path, a.method)) - Number(LAST(b.path, b.method)));

  it('answers every input below 500 and within its own schema', async () => {
    const failures: string[] = [];
    for (const { path, method, operation } of operations()) {
      await openSessions();
      tally.operations += 1;
      const parameters = operation.parameters ?? [];
      const inPath = parameters.filter((p) => p.in === 'path');
      const inQuery = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const input = fc.record({
        path: fc.record(Object.fromEntries(inPath.map((p) => [p.name, rawText(p.schema, resolve)]))),
        query: fc.record(Object.fromEntries(inQuery.map((p) => [p.name, rawText(p.schema, resolve)])), { requiredKeys: [] }),
        body: bodySchema ? fc.oneof({ weight: 5, arbitrary: arbitrary(bodySchema, resolve) }, { weight: 1, arbitrary: hostile }) : fc.constant(undefined),
        who: fc.oneof({ weight: 4, arbitrary: fc.constant(ownerOf(path)) }, { weight: 1, arbitrary: fc.constantFrom<Caller>('anonymous', Role.Employee, Role.Employer, Role.Admin) }),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path: values, query, body, who }) => {
          tally.examples += 1;
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '') + (Object.keys(query).length ? `?${Object.entries(query).map(([k, v]) => `${k}=${v}`).join('&')}` : '');
          const cookie = sessions.get(who);
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { origin: ORIGIN, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          const where = `${method.toUpperCase()} ${url} as ${who} → ${response.statusCode}`;
          if (response.statusCode >= 500) {
            tally.serverErrors += 1;
            throw new Error(`${where}: ${response.body.slice(0, 200)}`);
          }
          const check = answerCheck(path, method, operation, response.statusCode);
          if (check === undefined || (check && !check(response.json()))) {
            tally.schemaBreaks += 1;
            throw new Error(`${where}: answer outside its schema ${check ? JSON.stringify(check.errors) : '(status not declared)'}: ${response.body.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch((error: Error & { cause?: Error }) => failures.push(error.cause?.message ?? error.message));
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
