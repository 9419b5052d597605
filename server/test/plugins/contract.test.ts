import Fastify, { type FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { answer } from '../../src/contract/answers';
import { MAX_INPUT_DEPTH } from '../../src/contract/input';
import { contract } from '../../src/plugins/contract';
import { errorHandler } from '../../src/plugins/errors';
import { useTestDatabase } from '../helpers/test-app';

/** A bare app with the contract plugin and one route of each kind. */
async function contractApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('now', () => new Date());
  await app.register(errorHandler);
  await app.register(contract, { publicUrl: 'http://localhost' });
  app.post(
    '/things/:id',
    {
      schema: {
        params: yup.object({ id: yup.number().integer().required() }),
        body: yup.object({ name: yup.string().trim().required('Required'), count: yup.number(), tags: yup.array(yup.string().trim()).default([]) }),
        response: { 200: answer('EmailSendCodeResponse') },
      },
    },
    async () => ({ validHours: 24, secret: 'must not leave' }),
  );
  return app;
}

const post = (app: FastifyInstance, body: unknown, id = '1') =>
  app.inject({ method: 'POST', url: `/things/${id}`, headers: { 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

describe('route contracts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await contractApp();
  });
  afterAll(() => app.close());

  it('answers only the fields the response schema declares', async () => {
    const response = await post(app, { name: 'a' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ validHours: 24 });
  });

  it('refuses a body that breaks its schema with the rule’s own message', async () => {
    const response = await post(app, { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors: { name: ['Required'] } });
  });

  it('answers a path that names nothing with 404', async () => {
    expect((await post(app, { name: 'a' }, 'x')).statusCode).toBe(404);
  });

  it.each([
    ['a JSON array', []],
    ['a JSON string', '"name"'],
    ['a NUL byte', { name: 'a\u0000b' }],
    ['a lone surrogate', { name: 'a\ud800' }],
    ['a lone surrogate in a key', { ['\udc00']: 1, name: 'a' }],
    ['an array where text is expected (trim)', { name: ['a'] }],
    ['an object where text is expected (trim)', { name: { a: 1 } }],
    ['a list where a number is expected', { name: 'a', count: [1] }],
    ['an object where a list is expected', { name: 'a', tags: { 0: 'a' } }],
    ['a list inside a list of text', { name: 'a', tags: [['a']] }],
    ['deep nesting', { name: 'a', deep: JSON.parse('['.repeat(MAX_INPUT_DEPTH + 2) + ']'.repeat(MAX_INPUT_DEPTH + 2)) }],
  ])('refuses %s with a 400', async (_what, body) => {
    const response = await post(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toEqual(expect.any(String));
  });
});

describe('the OpenAPI document', () => {
  const database = useTestDatabase();

  it('is generated from the routes, 3.1, with the contracts types as components', async () => {
    const test = await database.build();
    const response = await test.call('GET', 'openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.UserResponse).toBeDefined();
    const profile = document.paths['/api/employees/profile/general'];
    expect(profile.post.requestBody.content['application/json'].schema.properties.firstName).toEqual(expect.objectContaining({ type: 'string', maxLength: 64 }));
    expect(profile.post.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/UserResponse');
    expect(profile.post.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiErrorBody');
  });

  it('is browsable at /api/docs', async () => {
    const test = await database.build();
    const page = await test.call('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Readable on a phone, and Swagger UI's inline styles are allowed (as the app's own page allows emotion's).
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.headers['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
