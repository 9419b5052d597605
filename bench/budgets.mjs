// Performance budgets (issues 8 and 18): `node bench/budgets.mjs [--verbose]` from the repository root,
// or `node scripts/pnpm.mjs --filter bench budgets`. RUNS=5 changes the number of runs per page;
// LIGHTHOUSE_REPORTS=<existing folder> keeps every run's full Lighthouse JSON for a closer look;
// PAGES=sms-job,landing,sign-in,employee,employer,admin (any of them) measures some pages only.
//
// It serves the existing production build (shell/dist, remote-*/dist, server/dist; it never builds) on a
// free loopback port with a throwaway PGlite folder and the demo data, signs the demo employee, employer
// and admin in through the API, has the demo employer publish a job so that the demo employee gets a
// real SMS alert, and runs Lighthouse (performance only, the page's preset: mobile with simulated
// throttling, or desktop) against Debian's /usr/bin/chromium, RUNS times per page; then the employee
// home's cold and warm loads in Playwright (waterfall.mjs). It prints the median figures, the first-load
// JavaScript (transferred and gzip -9), how many copies of react-dom, @emotion/react and @mui/system (MUI's
// core) the loaded scripts hold and how much of MUI's components they load twice (from the builds' source
// maps), which remotes each session fetched, and PASS/MISS per budget; then rewrites the generated part of
// docs/performance.md.
// Missed budgets do not change the exit code (it is a measurement); a crash does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ACCOUNTS, checkBuild, removeFolder, serverState, signIn, smsJobLink, startServer } from './demo-app.mjs';
import { BUDGET_MS, judgedMs, measureWaterfall } from './waterfall.mjs';
import { cleanUp, killGroup, onCleanup, sleep } from './processes.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const DOC = join(ROOT, 'docs', 'performance.md');
const CHROMIUM = '/usr/bin/chromium';
// Flags that work on this machine; --remote-debugging-port=0 lets Chromium pick a free port.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--remote-debugging-port=0',
];
const RUNS = Math.max(1, Number(process.env.RUNS) || 3);
const VERBOSE = process.argv.includes('--verbose');
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full Lighthouse result there (<page>-<run>.json).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const KB = 1024;

const REMOTE_FOLDERS = ['remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'];
// Packages with state for the whole page: one copy, the shell's (docs/decisions/mui-sharing.md).
const ONE_COPY = ['react-dom', '@emotion/react', '@mui/system'];
// MUI's components, compiled into each app: a component both the shell and the remote draw loads twice.
const COMPILED_IN = '@mui/material';
const WATCHED_PACKAGES = [...ONE_COPY, COMPILED_IN];

const VISITOR_NEVER = ['remote-employee', 'remote-employer', 'remote-admin'];
/**
 * The pages measured (issue 18's table): who is signed in, Lighthouse's preset, the budgets, and which
 * remotes that session must not fetch. The SMS page's path is the demo employee's alert link.
 */
const PAGES = [
  { id: 'sms-job', path: 'the SMS alert link', who: null, preset: 'mobile', minScore: 95, noScript: true, forbidden: ['remote-auth', ...VISITOR_NEVER] },
  { id: 'landing', path: '/', who: null, preset: 'mobile', minScore: 95, maxJsGzipKb: 170, maxCls: 0.05, maxTbtMs: 150, forbidden: VISITOR_NEVER },
  // The server's page with its one small script: no app (react-dom 0) and no remote at all.
  { id: 'sign-in', path: '/auth/signIn', who: null, preset: 'mobile', minScore: 80, maxJsGzipKb: 120, withoutApp: true, forbidden: ['remote-auth', ...VISITOR_NEVER] },
  { id: 'employee', path: '/employee', who: 'employee', preset: 'mobile', minScore: 75, maxJsGzipKb: 220, forbidden: ['remote-admin'] },
  { id: 'employer', path: '/employer', who: 'employer', preset: 'desktop', minScore: 95, forbidden: ['remote-admin'] },
  { id: 'admin', path: '/admin', who: 'admin', preset: 'desktop', minScore: 95, forbidden: [] },
];
// PAGES=employee,admin measures those pages only (and leaves docs/performance.md as it is).
const SELECTED_PAGES = process.env.PAGES ? PAGES.filter((page) => process.env.PAGES.split(',').includes(page.id)) : PAGES;

/** An expected failure (a rebuild under our feet, a missing build): printed without a stack trace. */
class PlainError extends Error {}

// ---------------------------------------------------------------------------------------------------
// The build being measured.

/**
 * When each build was last written (shell/dist/index.html, each remote's mf-manifest.json, the server
 * bundle). Another engineer may rebuild while this runs: figures from two builds must not be mixed.
 */
const BUILD_MARKERS = ['shell/dist/index.html', ...REMOTE_FOLDERS.map((folder) => `${folder}/dist/mf-manifest.json`), 'server/dist/main.js'];
function buildStamp() {
  return BUILD_MARKERS.map((file) => {
    try {
      return `${file}@${statSync(join(ROOT, file)).mtimeMs}`;
    } catch {
      return `${file}@missing`;
    }
  }).join(' ');
}
let startStamp;
function checkBuildUnchanged() {
  if (buildStamp() !== startStamp) {
    throw new PlainError('the dist folders changed during the run (a rebuild?): the figures would mix two builds. Run again.');
  }
}

// ---------------------------------------------------------------------------------------------------
// Chromium and Lighthouse. A fresh browser and profile per run, so no run inherits another's cache.

async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'dutylink-budgets-chromium-'));
  // Its own process group: killing the group ends every Chromium process. (Its chrome_crashpad_handler
  // helpers start their own sessions and exit by themselves when the browser is gone.)
  const browser = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], { detached: true, stdio: 'ignore' });
  const close = async () => {
    await killGroup(browser.pid, 5000);
    await removeFolder(profile);
  };
  const forget = onCleanup(close);
  // Chromium writes the port it picked to DevToolsActivePort in the profile.
  const portFile = join(profile, 'DevToolsActivePort');
  for (const started = Date.now(); ; await sleep(100)) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port) return { port, close: () => (forget(), close()) };
    }
    if (Date.now() - started > 30_000 || browser.exitCode !== null) {
      forget();
      await close();
      throw new Error(`${CHROMIUM} did not open its DevTools port`);
    }
  }
}

/** One Lighthouse run of `url` with a preset ('mobile', Lighthouse's default, or 'desktop'); the cookie (if any) goes with every request of the page. */
async function runLighthouse(url, cookie, preset) {
  const chromium = await launchChromium();
  try {
    const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    // The session goes into the browser's cookie jar (Lighthouse resets storage but keeps cookies): an
    // extra Cookie header would be replaced by the jar's as soon as the page writes a cookie of its own
    // (the time-zone cookie), and the page's API calls would go out signed out.
    if (cookie) {
      const [name, value] = cookie.split('=');
      const cdp = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
      await cdp.contexts()[0].addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
      await cdp.close();
    }
    let result;
    try {
      result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    } catch (error) {
      // Lighthouse's own failures (PROTOCOL_TIMEOUT, PAGE_HUNG...) carry a code: retryable like a runtimeError.
      if (error?.code) throw new Error(`Lighthouse: ${error.code} ${error.friendlyMessage ?? error.message}`);
      throw error;
    }
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chromium.close();
  }
}

/**
 * Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP...) on a busy machine: such a run says
 * nothing about the page, so it is retried (twice at most) and the retry is reported.
 */
const retried = [];
async function runLighthouseWithRetries(url, cookie, preset) {
  for (let attempt = 1; ; attempt++) {
    checkBuildUnchanged();
    try {
      return await runLighthouse(url, cookie, preset);
    } catch (error) {
      // A page that failed to load because files vanished or the server died is not Lighthouse's fault.
      checkBuildUnchanged();
      if (serverState.exited) throw new Error(`the server stopped during the run:\n${serverState.log}`);
      if (!/^Lighthouse: /.test(error.message) || attempt >= 3) throw error;
      console.log(`    ${error.message.split('\n')[0]}: running it again`);
      retried.push(`${path(url)}: ${error.message.split(' ')[1]}`);
    }
  }
}

/** The figures of one run, and the requests its page made. */
function readRun(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    requests,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

// ---------------------------------------------------------------------------------------------------
// Scripts on disk: gzip -9 of each file is what the budget counts (the server's brotli sends a little
// less); its source map tells which packages (and which build) the file holds.

/** The server's own page scripts (server/browser, built into server/dist/browser), by URL. */
const SERVER_SCRIPTS = { '/auth/sign-in.js': join(ROOT, 'server', 'dist', 'browser', 'sign-in.js') };

/**
 * The dist file a URL of this server serves: `/x` is shell/dist/x, `/remotes/<folder>/x` is
 * <folder>/dist/x, a server page's script its file in server/dist/browser. Null for anything else
 * (another origin, a path outside the dist folders).
 */
function distFile(url, base) {
  const parsed = new URL(url);
  if (parsed.origin !== base) return null;
  const path = decodeURIComponent(parsed.pathname);
  if (SERVER_SCRIPTS[path]) return SERVER_SCRIPTS[path];
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  const file = remote && REMOTE_FOLDERS.includes(remote[1]) ? join(ROOT, remote[1], 'dist', remote[2]) : join(ROOT, 'shell', 'dist', path);
  return /^(shell|remote-[a-z]+)[/\\]dist[/\\]/.test(relative(ROOT, file)) ? file : null;
}

const fileCache = new Map();
/**
 * Size, gzip -9 size and package contents of a loaded script, read once per file: from the dist
 * folders, or (a script they do not hold) from the response body, without source map then.
 */
async function scriptFile(url, base) {
  const file = distFile(url, base);
  const key = file ?? url;
  if (!fileCache.has(key)) {
    let bytes;
    if (file) {
      if (!existsSync(file)) {
        throw new PlainError(`${relative(ROOT, file)} is gone: the dist folders changed during the run (a rebuild?). Run again.`);
      }
      bytes = readFileSync(file);
    } else {
      bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    }
    const gzip = gzipSync(bytes, { level: 9 }).length;
    fileCache.set(key, {
      file: file ? relative(ROOT, file) : `${url} (not in a dist folder)`,
      bytes: bytes.length,
      gzip,
      modules: file ? packageModules(file, bytes, gzip) : [],
    });
  }
  return fileCache.get(key);
}

/**
 * The generated characters of each source of a script, from its source map: each mapping's span up to
 * the next one on the same line.
 */
function charactersBySource(code, map) {
  const lines = code.split('\n');
  const mappings = [];
  eachMapping(map, (mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const characters = new Map();
  mappings.forEach((mapping, i) => {
    if (!mapping.source) return;
    const next = mappings[i + 1];
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length;
    characters.set(mapping.source, (characters.get(mapping.source) ?? 0) + end - mapping.generatedColumn);
  });
  return characters;
}

/**
 * The npm modules in a script, from `<file>.map`: sources like
 * `webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js`
 * give the build (`shell`), the package, its version and the module file; each module's share of the
 * script's generated code, applied to its gzip size, gives its gzip bytes. A script without a map
 * (webpack leaves none for a chunk that only re-exports) holds no package code.
 */
function packageModules(file, bytes, gzip) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [];
  const folder = relative(ROOT, file).split(sep)[0];
  const code = bytes.toString('utf8');
  const modules = [];
  for (const [source, characters] of charactersBySource(code, new TraceMap(readFileSync(mapFile, 'utf8')))) {
    const at = source.lastIndexOf('/node_modules/');
    if (at < 0) continue;
    const parts = source.slice(at + '/node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (!WATCHED_PACKAGES.includes(name)) continue;
    // pnpm's folder `<name with + for />@<version>_<peers>` just before that node_modules/.
    const store = /\.pnpm\/([^/]+)\/$/.exec(source.slice(0, at + 1))?.[1] ?? '';
    const version = store.startsWith(`${name.replace('/', '+')}@`) ? store.slice(name.length + 1).split('_')[0] : '?';
    const build = /^webpack:\/\/([^/]+)\//.exec(source)?.[1] ?? folder;
    modules.push({ name, version, build, module: parts.slice(name.split('/').length).join('/'), gzip: (characters / code.length) * gzip });
  }
  return modules;
}

/**
 * Copies of each watched package among the loaded scripts. One copy = one build (container) and one
 * version: chunks of the same build splitting a package are still one copy. A module file of the
 * package found in two loaded scripts is a duplicate; `twiceBytes` is what those extra copies weigh
 * (gzip), every copy of a module file but its largest.
 */
async function packageCopies(scriptUrls, base) {
  const copies = {};
  for (const name of WATCHED_PACKAGES) {
    const builds = new Map(); // `${build} ${version}` -> script files
    const moduleScripts = new Map(); // `${version}/${module}` -> Map(script file -> gzip bytes)
    for (const url of scriptUrls) {
      const script = await scriptFile(url, base);
      for (const m of script.modules.filter((m) => m.name === name)) {
        const copy = `${m.build} ${m.version}`;
        if (!builds.has(copy)) builds.set(copy, new Set());
        builds.get(copy).add(script.file);
        const key = `${m.version}/${m.module}`;
        if (!moduleScripts.has(key)) moduleScripts.set(key, new Map());
        moduleScripts.get(key).set(script.file, m.gzip);
      }
    }
    const twice = [...moduleScripts].filter(([, files]) => files.size > 1);
    const duplicated = twice.map(([key, files]) => `${key} in ${[...files.keys()].join(', ')}`);
    const twiceBytes = twice.reduce((sum, [, files]) => sum + [...files.values()].reduce((a, b) => a + b, 0) - Math.max(...files.values()), 0);
    copies[name] = { count: builds.size, builds: [...builds].map(([copy, files]) => `${copy} (${[...files].join(', ')})`), duplicated, twiceBytes };
  }
  return copies;
}

// ---------------------------------------------------------------------------------------------------
// Measuring a page: RUNS Lighthouse runs, medians, and the network-log checks over every run.

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** First-load JavaScript of one run: the Script requests as transferred, and gzip -9 of their files. */
async function javascript(run, base) {
  const files = [];
  for (const request of run.requests.filter((r) => r.resourceType === 'Script')) {
    files.push({ url: request.url, transferred: request.transferSize ?? 0, ...(await scriptFile(request.url, base)) });
  }
  return {
    files,
    transferred: files.reduce((sum, f) => sum + f.transferred, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * Whether the page's HTML, as the server sends it, carries no script and applies by a plain form post
 * (the SMS page: readable and Apply in one tap without JavaScript).
 */
async function worksWithoutScript(url) {
  const html = await (await fetch(url)).text();
  return !/<script\b/i.test(html) && /<form\b[^>]*method="post"[^>]*>[\s\S]*?<button\b[^>]*>\s*Apply\s*<\/button>/i.test(html);
}

async function measurePage(base, page, cookie) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const lhr = await runLighthouseWithRetries(`${base}${page.path}`, cookie, page.preset);
    if (REPORTS) writeFileSync(join(REPORTS, `${page.id}-${i}.json`), JSON.stringify(lhr));
    const run = readRun(lhr);
    run.js = await javascript(run, base);
    runs.push(run);
    console.log(
      `  ${page.id} run ${i}/${RUNS}: score ${run.score.toFixed(0)}, FCP ${s(run.fcp)}, LCP ${s(run.lcp)}, TBT ${ms(run.tbt)}, ` +
        `CLS ${run.cls.toFixed(3)}, SI ${s(run.si)}, JS ${kb(run.js.gzip)} gzip, ${run.requests.length} requests, at ${path(run.finalUrl)}`,
    );
    for (const warning of run.warnings) console.log(`    Lighthouse warning: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`);
  }

  // The checks take every run's requests: a forbidden fetch or a second copy in any run counts.
  const allUrls = [...new Set(runs.flatMap((run) => run.requests.map((r) => r.url)))];
  const scriptUrls = [...new Set(runs.flatMap((run) => run.js.files.map((f) => f.url)))];
  const forbiddenFetches = allUrls.filter((url) => page.forbidden.some((folder) => new URL(url).pathname.startsWith(`/remotes/${folder}/`)));
  const remotesFetched = REMOTE_FOLDERS.filter((folder) => allUrls.some((url) => new URL(url).pathname.startsWith(`/remotes/${folder}/`)));
  const finalUrls = [...new Set(runs.map((run) => path(run.finalUrl)))];
  const failedCalls = [...new Set(runs.flatMap((run) => run.requests.filter((r) => r.statusCode >= 400).map((r) => `${r.statusCode} ${path(r.url)}`)))];

  return {
    page,
    runs,
    score: median(runs.map((r) => r.score)),
    scores: runs.map((r) => r.score),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    si: median(runs.map((r) => r.si)),
    jsGzip: median(runs.map((r) => r.js.gzip)),
    jsTransferred: median(runs.map((r) => r.js.transferred)),
    jsSizesVaried: new Set(runs.map((r) => r.js.gzip)).size > 1,
    copies: await packageCopies(scriptUrls, base),
    forbiddenFetches,
    remotesFetched,
    finalUrls,
    failedCalls,
    ...(page.noScript ? { withoutScript: await worksWithoutScript(`${base}${page.path}`) } : {}),
  };
}

/** PASS/MISS per budget of a measured page. */
function judge(result) {
  const { page } = result;
  const verdicts = [];
  const check = (name, pass) => verdicts.push({ name, pass });
  check(`score ≥ ${page.minScore} (${page.preset})`, Math.round(result.score) >= page.minScore);
  if (page.noScript) check('no script, Apply is a form', result.jsGzip === 0 && result.withoutScript);
  // A page whose calls failed (signed out, an error) is not the page the budget is about.
  check('every call answered', result.failedCalls.length === 0);
  if (page.maxJsGzipKb) check(`JS ≤ ${page.maxJsGzipKb} KB gzip`, result.jsGzip <= page.maxJsGzipKb * KB);
  if (page.maxCls !== undefined) check(`CLS ≤ ${page.maxCls}`, result.cls <= page.maxCls);
  if (page.maxTbtMs) check(`TBT ≤ ${page.maxTbtMs} ms`, result.tbt <= page.maxTbtMs);
  // react-dom is on every page that runs the app's scripts (the prerendered landing page runs none, the
  // server's sign-in page its own small script); MUI and Emotion may be absent from a page that does not use
  // them. Never two. MUI's components are measured (copies), not judged: the page's JavaScript budget holds
  // what they weigh twice.
  const runsScripts = result.jsGzip > 0 && !page.withoutApp;
  const copiesOk = ONE_COPY.every((name) => {
    const { count, duplicated } = result.copies[name];
    if (name === 'react-dom' && page.withoutApp) return count === 0;
    return duplicated.length === 0 && (name === 'react-dom' && runsScripts ? count === 1 : count <= 1);
  });
  check('one copy each', copiesOk);
  if (page.forbidden.length) check('remotes', result.forbiddenFetches.length === 0);
  return verdicts;
}

// ---------------------------------------------------------------------------------------------------
// Output: a console table and the generated block of docs/performance.md.

const s = (msValue) => `${(msValue / 1000).toFixed(2)} s`;
const ms = (msValue) => `${Math.round(msValue)} ms`;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const path = (url) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return String(url);
  }
};

/** `remote-admin (mf-manifest.json, remoteEntry.js)`: which files of which forbidden remote. */
function forbiddenSummary(urls) {
  const byRemote = new Map();
  for (const url of urls) {
    const [, , folder, ...file] = new URL(url).pathname.split('/');
    if (!byRemote.has(folder)) byRemote.set(folder, new Set());
    byRemote.get(folder).add(file.join('/'));
  }
  return [...byRemote].map(([folder, files]) => `${folder} (${[...files].join(', ')})`).join('; ');
}

function rows(results) {
  return results.map((r) => {
    const verdicts = judge(r);
    const spread = r.scores.length > 1 ? ` (${Math.min(...r.scores).toFixed(0)}–${Math.max(...r.scores).toFixed(0)})` : '';
    return {
      page: `${r.page.id} ${r.page.path}`,
      landed: r.finalUrls.join(', '),
      score: `${Math.round(r.score)}${spread}`,
      fcp: s(r.fcp),
      lcp: s(r.lcp),
      tbt: ms(r.tbt),
      cls: r.cls.toFixed(3),
      si: s(r.si),
      jsGzip: kb(r.jsGzip),
      jsTransferred: kb(r.jsTransferred),
      copies:
        ONE_COPY.map((name) => `${name} ${r.copies[name].count}${r.copies[name].duplicated.length ? ` (+${r.copies[name].duplicated.length} dup.)` : ''}`).join(', ') +
        `; ${COMPILED_IN} in ${r.copies[COMPILED_IN].count} builds, ${kb(r.copies[COMPILED_IN].twiceBytes)} loaded twice`,
      remotes: r.page.forbidden.length
        ? r.forbiddenFetches.length
          ? `fetched ${forbiddenSummary(r.forbiddenFetches)}`
          : `none of ${r.page.forbidden.join(', ')}`
        : `n/a (fetched ${r.remotesFetched.join(', ') || 'none'})`,
      budgets: verdicts.map((v) => `${v.pass ? 'PASS' : 'MISS'} ${v.name}`).join('; '),
    };
  });
}

const COLUMNS = [
  ['page', 'page'],
  ['landed', 'measured at'],
  ['score', 'score (min–max)'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['cls', 'CLS'],
  ['si', 'SI'],
  ['jsGzip', 'JS gzip'],
  ['jsTransferred', 'JS transferred'],
  ['copies', 'copies'],
  ['remotes', 'remote check'],
  ['budgets', 'budgets'],
];

function printTable(tableRows) {
  // Too wide for one line per page: one block per page, label and value.
  const width = Math.max(...COLUMNS.map(([, label]) => label.length));
  for (const row of tableRows) {
    console.log('');
    for (const [key, label] of COLUMNS) console.log(`  ${label.padEnd(width)}  ${row[key]}`);
  }
}

function printDetails(results) {
  for (const r of results) {
    console.log(`\n${r.page.id}: scripts of run 1 (${r.runs[0].js.files.length})`);
    for (const f of [...r.runs[0].js.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.transferred).padStart(9)} transferred  ${path(f.url)}  (${f.file})`);
    }
    for (const name of WATCHED_PACKAGES) {
      const c = r.copies[name];
      const dup = c.duplicated.length ? `; ${c.duplicated.length} module files (${kb(c.twiceBytes)}) loaded twice, e.g. ${c.duplicated.slice(0, 3).join('; ')}` : '';
      console.log(`  ${name}: ${c.builds.join('; ') || 'not loaded'}${dup}`);
    }
    const others = r.runs.flatMap((run) => run.requests).filter((q) => q.url.includes('/remotes/'));
    console.log(`  remote requests: ${[...new Set(others.map((q) => path(q.url)))].join(' ') || 'none'}`);
  }
}

const MARK_START = '<!-- budgets:start -->';
const MARK_END = '<!-- budgets:end -->';

const INTRO = `# Performance budgets

What is measured (issue 8), with Lighthouse from npm driving Debian's \`/usr/bin/chromium\` against the
production build served by \`server/dist/main.js\` on this machine:

- the landing page \`/\` as a visitor: performance score ≥ 95, first-load JavaScript ≤ 170 KB gzip,
  CLS ≤ 0.05, total blocking time ≤ 150 ms;
- each role's home after sign-in (\`/employee\`, \`/employer\`, \`/admin\`, measured where they land):
  performance score ≥ 90;
- in every page's network log: one copy of react-dom, @emotion/react and @mui/system (at most one for the
  two UI packages, which a page may not load at all, and none on a page without scripts: the landing
  page a visitor gets is prerendered HTML), and what of @mui/material it loads twice; a session that is
  not an admin's fetches nothing from remote-admin; a visitor fetches nothing from the employee, employer
  and admin remotes.

How: \`node scripts/pnpm.mjs --filter bench budgets\` (or \`node bench/budgets.mjs\`, \`--verbose\` lists every
script) after \`npm run build\`. It starts the server on a free loopback port with a throwaway PGlite
database and the demo data, signs the demo accounts in through the API, and runs Lighthouse's default
configuration (the mobile preset: a Moto G Power-sized screen, simulated throttling of a slow 4G network
and a 4× slower CPU), performance category only, several times per page in a fresh Chromium each; the
table gives the medians (score min–max in brackets). Scores depend on the machine: Lighthouse's
benchmark index of the machine is printed with the figures.

First-load JavaScript is every Script request of the page load. The budget is judged on the gzip -9 size
of each script's file; "transferred" is what the browser really received (the server compresses with
brotli or gzip). Copies are counted from the builds' source maps: one
copy is one build (container) and version of the package, however many chunks it is split into; a module
file loaded twice also counts. KB are 1,024 bytes.

Lighthouse's simulated score moves by a few points between runs on a busy machine: compare medians, and
run again with \`RUNS=5\` when a figure is close to its budget.

The part between the markers below is rewritten by each run; edit the text outside them by hand.
`;

/** The employee home's cold and warm loads, one line. */
function waterfallSummary(w) {
  return (
    `employee home in Playwright (390 px, slow 4G, CPU ×4): first job card cold ${judgedMs(w.cold, BUDGET_MS.cold)}, ` +
    `warm ${judgedMs(w.warm, BUDGET_MS.warm)}; the job list's call at ${Math.round(w.callAt)} ms, ${w.depth} requests deep ` +
    `(medians of ${w.runs.length}; cold runs ${w.runs.map((r) => Math.round(r.shownAt)).join(', ')} ms, warm ${w.runs.map((r) => Math.round(r.warmAt)).join(', ')} ms)`
  );
}

function generatedBlock(results, tableRows, meta, waterfallLine) {
  const cell = (text) => String(text).replaceAll('|', '\\|');
  const lines = [
    MARK_START,
    `## Latest figures`,
    '',
    `Measured ${meta.date} on ${meta.machine}; Lighthouse ${meta.lighthouseVersion}, ${meta.chromium}, ` +
      `Node ${process.version}; ${RUNS} run${RUNS > 1 ? 's' : ''} per page, each page's preset (mobile: simulated throttling); ` +
      `Lighthouse benchmark index ${meta.benchmarkIndex}.`,
    '',
    `| ${COLUMNS.map(([, label]) => label).join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...tableRows.map((row) => `| ${COLUMNS.map(([key]) => cell(row[key])).join(' | ')} |`),
    '',
    ...(waterfallLine ? [`- ${waterfallLine}.`] : []),
    ...results.map((r) => `- ${r.page.id}: scores of the runs ${r.scores.map((x) => x.toFixed(0)).join(', ')}; ` +
      `${r.runs[0].js.files.length} scripts; remotes fetched: ${r.remotesFetched.join(', ') || 'none'}` +
      `${r.jsSizesVaried ? '; the scripts loaded differed between runs' : ''}.`),
    '- copies: 0 means the page loaded none of that package; react-dom must be 1 on a page that runs scripts (0 without), @emotion/react and @mui/system at most 1. @mui/material (the components) is compiled into each app: the figure is how many builds the page loaded it from, and the gzip weight of its module files loaded more than once.',
    ...(retried.length ? [`- Lighthouse runs repeated after a failed trace: ${retried.join('; ')}.`] : []),
    MARK_END,
  ];
  return lines.join('\n');
}

/** Replaces the block between the markers; the rest of the file is kept (or the intro written if new). */
function writeDoc(block) {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  let next;
  if (start >= 0 && end > start) next = current.slice(0, start) + block + current.slice(end + MARK_END.length);
  else if (current.trim()) next = `${current.trimEnd()}\n\n${block}\n`;
  else next = `${INTRO}\n${block}\n`;
  writeFileSync(DOC, next);
}

/** The browser's full version (its user agent says only 156.0.0.0); the wrapper script's stderr is noise. */
function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().replace(/ built on .*/, '');
  } catch {
    return 'Chromium ?';
  }
}

function machine() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${process.platform}`;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (SELECTED_PAGES.length === 0) throw new PlainError(`PAGES=${process.env.PAGES} names no page; the pages are ${PAGES.map((page) => page.id).join(', ')}.`);
  checkBuild();
  startStamp = buildStamp();
  console.log(`Serving the production build (shell/dist, remote-*/dist, server/dist) ...`);
  const base = await startServer();
  console.log(`Server at ${base}; signing the demo accounts in ...`);
  const cookies = {};
  for (const who of Object.keys(ACCOUNTS)) cookies[who] = await signIn(base, who);

  const sms = SELECTED_PAGES.find((page) => page.id === 'sms-job');
  if (sms) sms.path = await smsJobLink(base, cookies);

  const results = [];
  for (const page of SELECTED_PAGES) {
    console.log(`${page.id}: ${page.path}${page.who ? ` signed in as the demo ${page.who}` : ' as a visitor'}, ${RUNS} Lighthouse run(s)`);
    results.push(await measurePage(base, page, page.who ? cookies[page.who] : null));
  }
  let waterfall;
  if (SELECTED_PAGES.some((page) => page.id === 'employee')) {
    console.log(`employee: /employee in Playwright at 390 px, slow 4G and CPU ×4, ${RUNS} cold and warm loads`);
    waterfall = await measureWaterfall(base, cookies.employee, RUNS, (line) => console.log(`  ${line}`));
  }

  checkBuildUnchanged();
  const tableRows = rows(results);
  printTable(tableRows);
  const waterfallLine = waterfall && waterfallSummary(waterfall);
  if (waterfallLine) console.log(`\n  ${waterfallLine}`);
  if (VERBOSE) printDetails(results);

  const first = results[0].runs[0];
  const meta = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    machine: machine(),
    lighthouseVersion: first.lighthouseVersion,
    chromium: chromiumVersion(),
    benchmarkIndex: Math.round(median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex ?? Number.NaN)))),
  };
  if (SELECTED_PAGES.length < PAGES.length) {
    console.log(`\nBenchmark index ${meta.benchmarkIndex}. Some pages only (PAGES=${process.env.PAGES}): ${relative(ROOT, DOC)} left as it is.`);
    return;
  }
  writeDoc(generatedBlock(results, tableRows, meta, waterfallLine));
  console.log(`\nBenchmark index ${meta.benchmarkIndex}. Wrote ${relative(ROOT, DOC)}.`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbudgets: ${error instanceof PlainError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
