import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { productionBundles } from '../bundle-options.cjs';
import { connectPglite } from '../src/db/connect';

const SERVER_ROOT = path.resolve(__dirname, '..');

/** What only the demo holds: its seeders' names, its company and accounts, a promo code. */
const DEMO_MARKS = ['function seedDemoData', 'function seedDemoJobsAndProfiles', 'Lone Star Protective Services', '+15555550101', 'Erin Employer', 'WELCOME20'];

/** The source files esbuild put in a bundle, relative to server/. */
const inputsOf = (metafile: Metafile, outfile: string) =>
  Object.keys(metafile.outputs[path.relative(process.cwd(), outfile)].inputs).map((input) => path.relative(SERVER_ROOT, path.resolve(process.cwd(), input)));

/**
 * The production build (build.mjs: bundle-options.cjs's productionBundles) keeps the demo out of main.js,
 * in demo.js beside it, which main.js loads in demo mode only (src/demo.ts). Built into a folder under
 * server/, where the bundles' npm dependencies resolve.
 */
describe('the production bundle', () => {
  let dir: string;
  const bundle = (name: string) => path.join(dir, name);
  const metafiles: Metafile[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(SERVER_ROOT, '.test-bundle-'));
    for (const options of productionBundles(dir)) metafiles.push((await build({ ...options, metafile: true, logLevel: 'silent' })).metafile!);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every demo seeder out of main.js, which imports demo.js instead', () => {
    const main = readFileSync(bundle('main.js'), 'utf8');
    const inputs = inputsOf(metafiles[0], bundle('main.js'));
    expect(inputs).toContain('src/main.ts');
    expect(inputs.filter((input) => input.startsWith('src/db/demo/') || input === 'src/db/reference-data.ts')).toEqual([]);
    for (const mark of DEMO_MARKS) expect(main).not.toContain(mark);
    expect(main).toContain('import("./demo.js")');
  });

  it('puts the demo seeders in demo.js', () => {
    const demo = readFileSync(bundle('demo.js'), 'utf8');
    expect(inputsOf(metafiles[1], bundle('demo.js'))).toEqual(expect.arrayContaining(['src/db/demo/demo-data.ts', 'src/db/demo/demo-jobs.ts', 'src/db/demo/demo-shifts.ts']));
    for (const mark of DEMO_MARKS) expect(demo).toContain(mark);
  });

  it("builds the sign-in pages' script for the browser from contracts' helpers, without yup", () => {
    const inputs = inputsOf(metafiles[2], bundle('browser/sign-in.js'));
    expect(inputs).toContain('browser/sign-in.ts');
    expect(inputs).toEqual(expect.arrayContaining(['../packages/contracts/src/phone.ts', '../packages/contracts/src/messages.ts']));
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
  });

  it('seeds the demo when main.js starts in demo mode', async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'dutylink-bundle-'));
    try {
      const env = { PATH: process.env.PATH, NODE_ENV: 'production', DUTYLINK_MODE: 'demo', HOST: '127.0.0.1', PORT: '0', PGLITE_DIR: data, DATABASE_URL: '' };
      const server = spawn(process.execPath, [bundle('main.js')], { cwd: os.tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      const listed = new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (output.includes('Eli Employee')) resolve();
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        void exited.then(() => reject(new Error(`main.js exited:\n${output}`)));
      });
      try {
        await listed;
      } finally {
        server.kill('SIGTERM');
        await exited;
      }
      expect(output).toContain('Demo accounts (sign in with the phone, then the SMS code):');
      expect(output).toContain('+1 (555) 555-0101  Erin Employer');
      // What demo.js wrote: the demo company and its jobs.
      const db = await connectPglite(data);
      try {
        const company = await db.selectFrom('employer_profiles').innerJoin('jobs', 'jobs.employer_id', 'employer_profiles.user_id').select((eb) => eb.fn.countAll<number>().as('jobs')).where('company', '=', 'Lone Star Protective Services').executeTakeFirstOrThrow();
        expect(Number(company.jobs)).toBeGreaterThan(0);
      } finally {
        await db.destroy();
      }
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
    // A new PGlite migrated and the whole demo seeded by main.js: 13.0-14.3 s beside a busy core (load 7-9, 2026-11-30).
  }, 60_000);
});
