import Fastify, { type FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compression, IN_PLACE_LIMIT } from '../../src/plugins/compression';

const rows = Array.from({ length: 60 }, (_, id) => ({ id, title: `Night security officer - site ${id}`, city: 'Dallas' }));
const large = 'x'.repeat(IN_PLACE_LIMIT + 1);

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/list', async () => ({ items: rows }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/large', async (_request, reply) => reply.type('text/plain').send(large));
    app.get('/stream', async (_request, reply) => reply.type('application/javascript').send(Readable.from([JSON.stringify(rows)])));
    app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 1)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses a JSON answer in place, brotli first, with its length', async () => {
    const response = await get('/list', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify({ items: rows }).length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ items: rows });
  });

  it('follows the browser: gzip when brotli is refused, nothing without Accept-Encoding', async () => {
    const gzip = await get('/list', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ items: rows });
    const plain = await get('/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toEqual({ items: rows });
  });

  it('leaves small answers and types that do not compress as they are', async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    const pdf = await get('/pdf', 'br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(4096);
  });

  it('leaves streams and very large answers to the stream path, compressed all the same', async () => {
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(stream.rawPayload).toString())).toEqual(rows);
    const big = await get('/large', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['content-length']).toBeUndefined();
    expect(gunzipSync(big.rawPayload).toString()).toBe(large);
  });
});
