import fc from 'fast-check';
import { PERMIT_FILE_MAX_BYTES, Role } from '@dutylink/contracts';
import { YUP_DEFAULT_MESSAGE } from '@dutylink/contracts/testing';
import { seedDemoData } from '../../src/db/demo/demo-data';
import { demoSessions, loadDocument, type LoadedDocument } from '../helpers/openapi';
import { ORIGIN, useTestDatabase, type TestApp } from '../helpers/test-app';
import { arbitrary, hostile, rawBytes, rawText } from './arbitraries';

/** Examples per operation: small in `npm test`, more in `node bench/fuzz.mjs` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS || 25);
/** 25 runs took 9.8-18.1 s beside a busy core (load 7-9, 2026-11-30), at most 0.7 s a run of every operation: 2 s a run. */
const TIME_LIMIT_MS = RUNS * 2_000;

/** Calls that end the session they are made with go last, so the others keep theirs. */
const LAST = (path: string, method: string) => (method === 'delete' && path === '/api/auth') || path.endsWith('/logout');

type Caller = Role | 'anonymous';

const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=[/?]|$)/i;

/** The role whose area a path is in, so most calls get past the guard. */
function ownerOf(path: string): Caller {
  if (path.startsWith('/api/admin')) return Role.Admin;
  if (path.startsWith('/api/employers') || path.startsWith('/api/jobApplicants')) return Role.Employer;
  if (/^\/api\/shifts\/(today|timesheets|\{id\}\/(approve|keep|release|offer|stopOffer))/.test(path) || path.endsWith('/officerRecords')) return Role.Employer;
  if (path.startsWith('/api/employees') || path.startsWith('/api/subscriptions') || path.startsWith('/api/shifts')) return Role.Employee;
  if (path.startsWith('/api/reliability') || path.startsWith('/api/reports')) return Role.Employee;
  if (path.startsWith('/api/rosters')) return path.startsWith('/api/rosters/officers') ? Role.Employer : Role.Employee;
  return 'anonymous';
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let doc: LoadedDocument;
  let sessions = new Map<Caller, string>();
  const tally = { operations: 0, examples: 0, serverErrors: 0, schemaBreaks: 0 };

  beforeAll(async () => {
    t = await database.build();
    await seedDemoData(t.db, t.app.events, t.clock.now());
    doc = await loadDocument(t);
  });

  afterAll(() => {
    console.info(`fuzz: ${tally.operations} operations, ${tally.examples} examples, ${tally.serverErrors} answers of 5xx, ${tally.schemaBreaks} answers outside their schema`);
  });

  const operations = () => [...doc.operations].sort((a, b) => Number(LAST(a.path, a.method)) - Number(LAST(b.path, b.method)));

  it('answers every input below 500, within its own schema and in the product’s words', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const { path, method, operation } = op;
      // A fresh session per operation for each demo account, so one operation's logout does not reach the next.
      sessions = await demoSessions(t);
      tally.operations += 1;
      const parameters = operation.parameters ?? [];
      const inPath = parameters.filter((p) => p.in === 'path');
      const inQuery = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      // An upload (permit files) takes the file's bytes as they are, not JSON.
      const raw = operation.requestBody?.content['application/octet-stream'] !== undefined;
      const input = fc.record({
        path: fc.record(Object.fromEntries(inPath.map((p) => [p.name, rawText(p.schema, doc.resolve)]))),
        query: fc.record(Object.fromEntries(inQuery.map((p) => [p.name, rawText(p.schema, doc.resolve)])), { requiredKeys: [] }),
        body: raw
          ? rawBytes(PERMIT_FILE_MAX_BYTES)
          : bodySchema
            ? fc.oneof({ weight: 5, arbitrary: arbitrary(bodySchema, doc.resolve) }, { weight: 1, arbitrary: hostile })
            : fc.constant(undefined),
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
            headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': raw ? 'application/octet-stream' : 'application/json' } : {}) },
            ...(body !== undefined ? { payload: Buffer.isBuffer(body) ? body : JSON.stringify(body) } : {}),
          });
          const where = `${method.toUpperCase()} ${url} as ${who} → ${response.statusCode}`;
          if (response.statusCode >= 500) {
            tally.serverErrors += 1;
            throw new Error(`${where}: ${response.body.slice(0, 200)}`);
          }
          // A path value that is a dot segment (`..`, `%2e%2e`) takes the request to another path, as URLs do: that operation answers.
          const answering = DOT_SEGMENT.test(url) ? (doc.find(method, new URL(url, ORIGIN).pathname) ?? op) : op;
          const check = doc.answerCheck(answering, response.statusCode);
          if (check === undefined || (check && !check(response.json()))) {
            tally.schemaBreaks += 1;
            throw new Error(`${where}: answer outside its schema ${check ? JSON.stringify(check.errors) : '(status not declared)'}: ${response.body.slice(0, 200)}`);
          }
          // A refusal is shown to the user as a toast: in the product's words, never yup's own (issue 36).
          if (response.statusCode < 500 && response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
            const { title, errors } = response.json() as { title?: string; errors?: Record<string, string[]> };
            const raw = [title ?? '', ...Object.values(errors ?? {}).flat()].filter((message) => YUP_DEFAULT_MESSAGE.test(message));
            if (raw.length > 0) throw new Error(`${where}: a library's message reaches the user: ${raw.join(' | ')}`);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch((error: Error & { cause?: Error }) => failures.push(error.cause?.message ?? error.message));
    }
    expect(failures).toEqual([]);
  }, TIME_LIMIT_MS);
});
