import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses API answers above 1 KB for clients that accept it. Brotli at quality 4: the default 11
 * costs milliseconds per answer; 4 is about as fast as gzip and still smaller. Static files are
 * already compressed at build time and pass untouched (they carry content-encoding); the live
 * event stream is hijacked and written raw, so no compressor buffers its events.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
