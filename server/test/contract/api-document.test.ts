import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OPERATIONS } from '../../src/contract/operations';
import { METHODS, type Method } from '../helpers/openapi';
import { useTestDatabase, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);

/** A deployment's address: the document's server (Redocly warns of localhost). */
const SITE = 'https://dutylink.example';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  tags: { name: string }[];
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** A small program against the generated client: it compiles only if the document types these calls as the server answers them. */
const PROGRAM = `
import type { components, operations, paths } from './api';

type JobRead = paths['/api/jobs/{id}']['get'];
// The path has the job's id alone: no other path parameter is required.
const where: JobRead['parameters']['path'] = { id: 12 };
const title: JobRead['responses'][200]['content']['application/json']['title'] = 'Night watch';
const refusal: JobRead['responses'][404]['content']['application/json'] = { title: 'Not found' };
const apply: paths['/api/jobs/apply/{id}']['post']['parameters']['path'] = { id: 12 };
const fields: components['schemas']['ApiErrorBody'] = { title: 'Please check the highlighted fields', errors: { zip: ['Required'] } };
const tooMany: operations['postApiAuthSignInPhoneSendCodeByRoleByPhone']['responses'][429]['content']['application/json'] = { title: 'Too many requests' };
export const used = [where, title, refusal, apply, fields, tooMany];
`;

describe('the API document', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([url, item]) => METHODS.filter((method) => item[method]).map((method) => ({ url, method, operation: item[method]! })));

  beforeAll(async () => {
    t = await database.build({ env: { PUBLIC_URL: SITE } });
    document = (await t.call('GET', 'openapi.json')).json();
  });

  it('describes every operation with a unique operationId, a summary and a declared tag, as operations.ts lists them', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { operation } of all) {
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags).toHaveLength(1);
      expect(tags.has(operation.tags![0])).toBe(true);
    }
    // Demo mode has every route: an entry of operations.ts that names no route is stale.
    expect(all.map(({ url, method }) => `${method.toUpperCase()} ${url}`).sort()).toEqual([...OPERATIONS.keys()].sort());
  });

  it('declares the session cookie, and where a call needs it: a call without it is 401 exactly there', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: SITE })]);
    expect(document.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'dl_session' }));
    const wrong: string[] = [];
    for (const { url, method, operation } of operations()) {
      // Path values that pass their rules (ids, a role, a phone), so a guard in the handler is reached too.
      const concrete = url.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'phone' ? '5555550100' : name === 'email' ? 'a@b.us' : '1'));
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url: concrete, headers: { origin: SITE } });
      const guarded = (operation.security ?? []).some((requirement) => 'session' in requirement);
      if ((response.statusCode === 401) !== guarded || '401' in operation.responses !== guarded) {
        wrong.push(`${method} ${url}: ${response.statusCode} without a session; security ${JSON.stringify(operation.security)}, declared ${Object.keys(operation.responses)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares 403 (Origin), 413, 414 and 415 where the server gives them', async () => {
    const wrong: string[] = [];
    for (const { url, method, operation } of operations()) {
      const declared = Object.keys(operation.responses).map(Number);
      const send = async (concrete: string, headers: Record<string, string>, payload?: string) =>
        (await t.app.inject({ method: method.toUpperCase() as 'GET', url: concrete, headers: { origin: SITE, ...headers }, payload })).statusCode;
      const answered = new Set<number>();
      if (url.includes('{')) answered.add(await send(url.replace(/\{\w+\}/, 'x'.repeat(200)).replace(/\{\w+\}/g, '1'), {}));
      // Only a call past the guard gets its body read; the public ones show it without a session.
      if (method !== 'get' && !operation.security?.length) {
        const concrete = url.replace(/\{\w+\}/g, '1');
        answered.add(await send(concrete, { 'content-type': 'application/json' }, JSON.stringify({ text: 'x'.repeat(t.app.config.bodyLimitBytes) })));
        answered.add(await send(concrete, { 'content-type': 'text/plain' }, 'hello'));
        answered.add(await send(concrete, { origin: 'https://elsewhere.example' }));
        // Declared ones are given (a cross-site call such as an unsubscribe link declares no 403), given ones declared (below).
        for (const status of [403, 413, 415]) if (declared.includes(status) && !answered.has(status)) wrong.push(`${method} ${url}: never ${status}`);
      }
      for (const status of [403, 413, 414, 415]) {
        if (answered.has(status) && !declared.includes(status)) wrong.push(`${method} ${url}: ${status} not declared`);
      }
      if (url.includes('{') && !answered.has(414)) wrong.push(`${method} ${url}: a long path segment is not 414`);
    }
    expect(wrong).toEqual([]);
  });

  it("passes Redocly's recommended rules, and gives a TypeScript client that compiles against the answers", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-document-'));
    try {
      await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
      const { stdout } = await run(process.execPath, [path.join(__dirname, '../helpers/lint-and-generate.mjs'), dir]);
      const problems = JSON.parse(stdout) as { severity: string; ruleId: string; message: string; at: string }[];
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);

      await writeFile(path.join(dir, 'program.ts'), PROGRAM);
      const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
      const options = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--types', ''];
      // tsc prints its errors on stdout.
      const errors = await run(process.execPath, [tsc, ...options, 'program.ts'], { cwd: dir }).then(
        () => '',
        (error: { stdout: string }) => error.stdout,
      );
      expect(errors).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
