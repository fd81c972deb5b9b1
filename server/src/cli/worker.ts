import { parentPort } from 'node:worker_threads';
import { runJob } from './lint-file';
import type { WorkerReply, WorkerRequest } from './pool';

// One CLI worker thread (dist/cli-worker.js): lints the batches of jobs the main thread sends.
parentPort?.on('message', ({ first, jobs }: WorkerRequest) => {
  parentPort!.postMessage({ first, results: jobs.map(runJob) } satisfies WorkerReply);
});
