import Fastify from 'fastify';
import { badRequest } from '../../src/http-errors';
import { errorHandler } from '../../src/plugins/errors';

describe('error handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandler);
    app.get('/crash', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    app.get('/refuse', async () => {
      throw badRequest('Please check the highlighted fields', { email: ['Enter a valid e-mail address'] });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a 5xx in plain text without internals', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toMatch(/hunter2|db\.internal|Error/);
  });

  it('answers a refusal as {title, errors}', async () => {
    const response = await app.inject({ url: '/refuse' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors: { email: ['Enter a valid e-mail address'] } });
  });
});
