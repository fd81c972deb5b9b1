import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { runJob, type JobResult, type LintJob } from './lint-file';
import { Progress } from './progress';

/** Below this many files a worker's start-up costs more than it saves. */
export const PARALLEL_MIN_FILES = 24;

export interface WorkerRequest {
  id: number;
  job: LintJob;
}

export interface WorkerReply {
  id: number;
  result: JobResult;
}

/**
 * Lint every job, in parallel on min(cores, jobs) worker threads when there are
 * enough files and the worker bundle (dist/cli-worker.js) sits beside this one;
 * in this thread otherwise. Results come back in job order.
 */
export async function runJobs(jobs: readonly LintJob[]): Promise<JobResult[]> {
  const progress = new Progress(jobs.length);
  const workerFile = join(__dirname, 'cli-worker.js');
  const threads = Math.min(availableParallelism(), jobs.length);
  const parallel = process.env.TOOLWIRE_PARALLEL !== '0' && jobs.length >= PARALLEL_MIN_FILES && threads > 1 && existsSync(workerFile);
  try {
    return parallel ? await inWorkers(jobs, workerFile, threads, progress) : inThisThread(jobs, progress);
  } finally {
    progress.done();
  }
}

function inThisThread(jobs: readonly LintJob[], progress: Progress): JobResult[] {
  return jobs.map((job, i) => {
    const result = runJob(job);
    progress.update(i + 1);
    return result;
  });
}

function inWorkers(jobs: readonly LintJob[], file: string, threads: number, progress: Progress): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
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
        const id = next++;
        worker.postMessage({ id, job: jobs[id] } satisfies WorkerRequest);
      } else void worker.terminate();
    };
    for (let t = 0; t < threads; t++) {
      const worker = new Worker(file);
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        results[reply.id] = reply.result;
        progress.update(++done);
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
