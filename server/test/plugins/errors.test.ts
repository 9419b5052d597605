import Fastify from 'fastify';
import { badRequest } from '../../src/http-errors';
import { DATABASE_RETRY_AFTER_SECONDS, errorHandler } from '../../src/plugins/errors';

/** What pg and PostgreSQL throw while the database restarts, as a request meets them. */
const UNAVAILABLE: Record<string, () => Error> = {
  'nothing listens (ECONNREFUSED)': () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  'the connection dropped (ECONNRESET)': () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  '57P01 admin_shutdown': () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  '57P03 cannot_connect_now': () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  '08006 connection_failure': () => Object.assign(new Error('connection failure'), { code: '08006' }),
  'Connection terminated unexpectedly': () => new Error('Connection terminated unexpectedly'),
  "the pool's connect timeout": () => new Error('timeout exceeded when trying to connect'),
  'a client that lost its connection': () => new Error('Client has encountered a connection error and is not queryable'),
};

describe('error handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandler);
    app.get('/crash', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    app.get('/unavailable/:name', async (request) => {
      throw UNAVAILABLE[(request.params as { name: string }).name]!();
    });
    app.get('/not-unavailable', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
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

  it.each(Object.keys(UNAVAILABLE))('answers 503 with Retry-After when the database cannot be reached: %s', async (name) => {
    const response = await app.inject({ url: `/unavailable/${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('DutyLink is briefly unavailable. Please try again in a few seconds.');
  });

  it('answers 500 to a database error that a retry would not cure', async () => {
    const response = await app.inject({ url: '/not-unavailable' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('answers a refusal as {title, errors}', async () => {
    const response = await app.inject({ url: '/refuse' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors: { email: ['Enter a valid e-mail address'] } });
  });
});
