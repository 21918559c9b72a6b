import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FrameRequest, RenderedFrame } from '../../server/render-frame';

/** The server's render of the frame, in its own thread (frame-thread.mts says why). */
export function frameRenderer() {
  const worker = new Worker(path.join(import.meta.dirname, 'frame-thread.mjs'));
  const waiting = new Map<number, { resolve: (frame: RenderedFrame | undefined) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', (message: { id: number; frame?: RenderedFrame | null; error?: string }) => {
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) call?.reject(new Error(message.error));
    else call?.resolve(message.frame ?? undefined);
  });
  return {
    render(request: FrameRequest): Promise<RenderedFrame | undefined> {
      const id = ++next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, request });
      });
    },
    stop: () => worker.terminate(),
  };
}
