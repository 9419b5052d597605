// For test/contract/api-document.test.ts: lints the OpenAPI document `<folder>/openapi.json` with Redocly's
// recommended rules, printing the problems as JSON, and writes the TypeScript client that openapi-typescript
// generates from it to `<folder>/api.d.ts`. A script of its own because both tools load ESM-only modules,
// which Jest's module system cannot.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const folder = process.argv[2];
const source = readFileSync(path.join(folder, 'openapi.json'), 'utf8');
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
writeFileSync(path.join(folder, 'api.d.ts'), astToString(await openapiTS(JSON.parse(source))));
console.log(JSON.stringify(problems.map(({ severity, ruleId, message, location }) => ({ severity, ruleId, message, at: location[0]?.pointer }))));
