import * as v8 from 'node:v8';

/**
 * V8 lets the heap grow to several times what is live before a full collection when a process
 * allocates fast, as a loaded server does: at 10,000 posts under the read benchmark the heap held
 * 150-200 MB, mostly garbage, around 50 MB live, and the process peaked at 316-352 MB RSS. Growing by
 * at most a quarter of what is live each time keeps the peak near 225 MB (50%: near 230-250 MB) with
 * no loss of throughput measured (cached reads 49-56k req/s either way on 2 cores).
 *
 * A flag V8 reads at each collection, so it is set here rather than on every command line that
 * starts the server; main.ts imports this module before any other, because loading the API's
 * modules already runs a full collection, and the limit that one sets (four times the 39 MB then
 * live) held until the heap reached 158 MB under load: the peak was 260-280 MB in 4 runs of 10
 * instead of near 225.
 */
const HEAP_GROWING_PERCENT = 25;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
