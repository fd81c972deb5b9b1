import { parentPort } from 'node:worker_threads';
import { runJob } from './lint-file';
import type { WorkerReply, WorkerRequest } from './pool';

// One CLI worker thread (dist/cli-worker.js): lints the jobs the main thread sends, one at a time.
parentPort?.on('message', ({ id, job }: WorkerRequest) => {
  parentPort!.postMessage({ id, result: runJob(job) } satisfies WorkerReply);
});
