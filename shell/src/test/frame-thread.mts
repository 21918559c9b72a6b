/**
 * The shell's server render (server/render-frame.tsx) in a worker thread, for tests that hydrate
 * its HTML in the test's DOM: the server's React and the browser's must not share one module
 * realm (React's context values are per realm; a server and a browser never share one). Run with
 * tsx and the CSS-ignoring hook (frame-thread.mjs; frame-worker.ts starts it).
 */
import { parentPort } from 'node:worker_threads';
import { renderFrame, type FrameRequest } from '../../server/render-frame';

parentPort?.on('message', (message: { id: number; request: FrameRequest }) => {
  renderFrame(message.request).then(
    (frame) => parentPort?.postMessage({ id: message.id, frame: frame ?? null }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: String(error) }),
  );
});
