import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** Smaller answers gain nothing from compression (the @fastify/compress default). */
export const COMPRESSION_THRESHOLD = 1024;
/** Larger strings and buffers go through the stream path, so one answer never blocks the event loop for long. */
export const IN_PLACE_LIMIT = 256 * 1024;

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Up to this size an answer is compressed at brotli's fastest quality. Compressed, it fits the first round
 * trip of a new connection (ten segments, about 14 KB) at any quality, so a better ratio gains an officer on a
 * slow network nothing; quality 4 cost the server 2.7 times the CPU for a job list (0.148 against 0.054 ms,
 * 1,756 against 1,936 bytes for 12.7 KB of JSON) and was a tenth of its CPU per request under load.
 */
export const FASTEST_UP_TO = 64 * 1024;

const ENCODERS = {
  br: (payload: Buffer) =>
    brotliCompressSync(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: payload.length <= FASTEST_UP_TO ? 1 : 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    }),
  gzip: (payload: Buffer) => gzipSync(payload),
  deflate: (payload: Buffer) => deflateSync(payload),
};
type Encoding = keyof typeof ENCODERS;

/**
 * Answers leave compressed (brotli, else gzip or deflate, as the browser accepts): the remotes' scripts are
 * about a third of their size on the wire (docs/performance.md).
 *
 * A string or buffer up to 256 KB (every JSON answer, the prerendered pages) is compressed in place, in one
 * call: about 0.05 ms for a 12 KB job list. @fastify/compress turns every answer into a stream through a
 * fresh encoder, which cost the server more than the whole database work of a job list request
 * (bench/README.md, "Job lists at scale"). Streams (the static files) and larger answers still go through
 * @fastify/compress, which skips what this hook has compressed.
 */
export const compression = fp(
  async (app) => {
    const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'deflate'] });

    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESSION_THRESHOLD || size > IN_PLACE_LIMIT || reply.hasHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiator.negotiate(accepted) : null;
      reply.header('vary', appendVary(reply.getHeader('vary')));
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return ENCODERS[encoding](typeof payload === 'string' ? Buffer.from(payload) : payload);
    });

    await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD });
  },
  { name: 'compression' },
);

function appendVary(vary: unknown): string {
  const current = vary === undefined ? '' : String(vary);
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current) ? current : current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
