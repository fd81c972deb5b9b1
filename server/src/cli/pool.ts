import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { runJob, type JobResult, type LintJob } from './lint-file';
import { Progress } from './progress';

/**
 * Each worker isolate warms up on its own (bundle load, JIT, compiled validators):
 * measured at about 1 s of extra CPU for a second worker on 3,500 files (28 MB),
 * while one file costs this thread well under a millisecond once warm. So a worker
 * must get several megabytes of text to repay its start; smaller runs stay here.
 */
const BYTES_PER_WORKER = 4 * 1024 * 1024;

/** Jobs go to a worker in batches: one message per file would cost more than a small file's lint. */
const BATCH = 16;

export interface WorkerRequest {
  /** Index of the first job of the batch. */
  first: number;
  jobs: LintJob[];
}

export interface WorkerReply {
  first: number;
  results: JobResult[];
}

/**
 * Lint every job, in parallel on min(cores, jobs) worker threads when there are
 * enough files and the worker bundle (dist/cli-worker.js) sits beside this one;
 * in this thread otherwise. Results come back in job order.
 */
export async function runJobs(jobs: readonly LintJob[]): Promise<JobResult[]> {
  const progress = new Progress(jobs.length);
  const workerFile = join(__dirname, 'cli-worker.js');
  const threads = existsSync(workerFile) ? workerCount(jobs) : 0;
  try {
    return threads > 1 ? await inWorkers(jobs, workerFile, threads, progress) : inThisThread(jobs, progress);
  } finally {
    progress.done();
  }
}

/** min(cores, files), fewer when the files are too small to repay a worker; TOOLWIRE_WORKERS=N overrides (0: none). */
export function workerCount(jobs: readonly LintJob[], env: NodeJS.ProcessEnv = process.env): number {
  const forced = env.TOOLWIRE_WORKERS;
  if (forced !== undefined && /^\d+$/.test(forced)) return Math.min(Number(forced), jobs.length);
  const bytes = jobs.reduce((sum, j) => sum + (j.size ?? j.text?.length ?? 0), 0);
  return Math.min(availableParallelism(), jobs.length, Math.floor(bytes / BYTES_PER_WORKER));
}

function inThisThread(jobs: readonly LintJob[], progress: Progress): JobResult[] {
  return jobs.map((job, i) => {
    const result = runJob(job);
    progress.update(i + 1);
    return result;
  });
}

function inWorkers(jobs: readonly LintJob[], file: string, threads: number, progress: Progress): Promise<JobResult[]> {
  const results: JobResult[] = new Array<JobResult>(jobs.length);
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  return new Promise<JobResult[]>((resolve, reject) => {
    const fail = (e: unknown) => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    const feed = (worker: Worker) => {
      if (next < jobs.length) {
        const first = next;
        next = Math.min(jobs.length, next + BATCH);
        worker.postMessage({ first, jobs: jobs.slice(first, next) } satisfies WorkerRequest);
      } else void worker.terminate();
    };
    for (let t = 0; t < threads; t++) {
      const worker = new Worker(file);
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        reply.results.forEach((r, i) => (results[reply.first + i] = r));
        done += reply.results.length;
        progress.update(done);
        if (done === jobs.length) {
          for (const w of workers) void w.terminate();
          resolve(results);
        } else feed(worker);
      });
      worker.on('error', fail);
      feed(worker);
    }
  });
}
