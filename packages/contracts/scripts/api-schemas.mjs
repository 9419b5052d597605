// Writes src/api-schemas.json: a JSON Schema for every type this package exports (the API's answers
// among them), generated from the TypeScript types themselves, so the types stay the one definition.
// The server serialises responses with these schemas and its OpenAPI document shows them.
// `--check` fails when the file is not what the types give (npm test runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/index.ts');
const output = join(root, 'src/api-schemas.json');
// The generator brings the TypeScript whose compiler API it uses (the workspace's TypeScript 7 has none).
const ts = createRequire(createRequire(import.meta.url).resolve('ts-json-schema-generator'))('typescript');

function exportedTypeNames() {
  const program = ts.createProgram([entry], { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, types: [] });
  const checker = program.getTypeChecker();
  const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)));
  const isType = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias);
  const isGeneric = (symbol) => (checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).typeParameters?.length ?? 0) > 0;
  return symbols.filter((symbol) => isType(symbol) && !isGeneric(symbol)).map((symbol) => symbol.name).sort();
}

// A generic's instance (`AdminListResponse<AdminPromo>`, behind an alias) is named without the characters a URI reference may not hold.
const schemaId = (name) => name.replace(/[^\w.-]/g, '_');

/** Each type its own schema, `$id` its name, references as `Name#` (Fastify's shared schemas). */
function generate() {
  const generator = createGenerator({ path: entry, tsconfig: join(root, 'tsconfig.json'), skipTypeCheck: true, expose: 'export', topRef: true, additionalProperties: false });
  const schemas = {};
  for (const name of exportedTypeNames()) {
    let definitions;
    try {
      definitions = generator.createSchema(name).definitions ?? {};
    } catch (error) {
      // Types made from values (e.g. `(typeof LIST)[number]`) are not API shapes: left out, named here.
      console.warn(`api-schemas: ${name} left out (${error.message.split('\n')[0]})`);
      continue;
    }
    for (const [name, schema] of Object.entries(definitions)) schemas[schemaId(name)] ??= { $id: schemaId(name), ...schema };
  }
  const text = JSON.stringify(Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))), null, 2);
  return `${text.replace(/"#\/definitions\/([^"]+)"/g, (_, name) => `"${schemaId(decodeURIComponent(name))}#"`)}\n`;
}

const fresh = generate();
if (process.argv.includes('--check')) {
  if (readFileSync(output, 'utf8') !== fresh) {
    console.error('packages/contracts/src/api-schemas.json is out of date: run `node packages/contracts/scripts/api-schemas.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(output, fresh);
  console.info(`${output}: ${Object.keys(JSON.parse(fresh)).length} schemas`);
}
