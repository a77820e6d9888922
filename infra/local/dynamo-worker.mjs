// The embedded DynamoDB's server, run in a worker thread so dynalite's CPU work (LevelDB, request
// parsing) uses another core instead of competing with the API handlers in the main thread.
// Plain JavaScript so it starts the same under tsx, `node --import tsx` and anything else.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.once('error', (error) => parentPort.postMessage({ type: 'error', message: String(error?.message ?? error) }));
server.listen(workerData.port ?? 0, '127.0.0.1', () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});
parentPort.on('message', (message) => {
  if (message?.type === 'close') server.close(() => process.exit(0));
});
