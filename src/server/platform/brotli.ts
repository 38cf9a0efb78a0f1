import { constants as zlibConstants } from "node:zlib";

/**
 * brotli's settings for every answer: quality 4 (@fastify/compress's default, a few ms for a
 * page) and a window of 2^18 bytes (256 KiB) instead of the default 2^22.
 *
 * Why the window: an encoder allocates its ring buffer for the window once its input is larger
 * than one block (64 KiB), so every job page (~90 KiB) made a brotli encoder of ~4.5 MB. Node
 * reports that memory to V8 as external memory, and V8 starts a full mark-compact for every
 * 64 MB of it: one for every ~18 cold job pages, which took 8 of a cold page's 20 ms of CPU
 * (docs/performance.md "Where a cold job page's time goes"). A page never comes near 256 KiB
 * (the page cache keeps none above 512 KiB), and for inputs within the window the output is the
 * same bytes.
 */
export function brotliParams(sizeHint?: number): Record<number, number> {
  return {
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
    [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
    ...(sizeHint === undefined ? {} : { [zlibConstants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}
