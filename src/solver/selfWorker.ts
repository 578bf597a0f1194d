// A module that is its own worker thread: it starts a Worker on its own file with a role in
// workerData, and the copy of the module loaded in that thread sees the role and serves messages.
// One file per role keeps the worker's code in the same bundle entry as the code that starts it.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData, type WorkerOptions } from 'node:worker_threads';

/** Starts the module at `moduleUrl` (its import.meta.url) as a worker thread playing `role`. */
export function startSelfWorker(moduleUrl: string, role: string, data: object = {}, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(fileURLToPath(moduleUrl), { ...options, workerData: { ...data, role } });
}

/**
 * In the worker thread started as `role`, and nowhere else: `serve` gets each message posted to
 * it, a way to answer, and the data it was started with.
 */
export function serveAsWorker<M, D = unknown>(role: string, serve: (message: M, answer: (reply: unknown) => void, data: D) => void): void {
  if (isMainThread || (workerData as { role?: string } | null)?.role !== role) return;
  const port = parentPort!;
  port.on('message', (message: M) => serve(message, (reply) => port.postMessage(reply), workerData as D));
}
