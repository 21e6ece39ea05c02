/**
 * A Chromium tab driven over the DevTools protocol alone, through a pipe
 * (`--remote-debugging-pipe`), with no Playwright attached. Playwright keeps DevTools' network
 * agent on in every page it drives, and the agent records each request and response of a reload:
 * about 60 ms of an offline reload at CPU 4x, work a tablet's browser never does (ADR 0057). The
 * timed reloads of `measure:offline` run in such a tab; Playwright prepares its profile first.
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

export interface DevtoolsTab {
  /** Sends a command to the tab's session; rejects with the protocol's error. */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** Evaluates an expression in the page (promises awaited) and returns its value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Calls `listener` with the parameters of each event `method` of the tab's session (for `pageSignal`). */
  on<T>(method: string, listener: (params: T) => void): void;
  /** Ends the browser; resolves once its process has exited (and stopped writing to its profile). */
  close(): Promise<void>;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

/** Starts Chromium headless on `profileDir` and attaches to its first tab. */
export async function openDevtoolsTab(executablePath: string, args: readonly string[], profileDir: string): Promise<DevtoolsTab> {
  const child = spawn(executablePath, [...args, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  let lastId = 0;
  let buffered = Buffer.alloc(0);
  // Messages are JSON, each ended by a NUL byte.
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
      const message = JSON.parse(buffered.subarray(0, end).toString('utf8')) as Message;
      buffered = buffered.subarray(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting && message.id !== undefined) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`Chromium exited (${code})`))));
  exited.catch(() => undefined);
  const command = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    Promise.race([
      new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      }),
      exited,
    ]);

  // The first tab appears a moment after the browser has started.
  let page: { targetId: string } | undefined;
  for (let attempt = 0; page === undefined; attempt++) {
    if (attempt === 100) throw new Error('Chromium opened no tab');
    const { targetInfos } = await command<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
    page = targetInfos.find((target) => target.type === 'page');
    if (page === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { sessionId } = await command<{ sessionId: string }>('Target.attachToTarget', { targetId: page.targetId, flatten: true });
  const send = <T>(method: string, params?: object) => command<T>(method, params, sessionId);

  return {
    send,
    async evaluate<T>(expression: string) {
      const reply = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      if (reply.exceptionDetails) throw new Error(`${expression.slice(0, 60)}…: ${reply.exceptionDetails.text}`);
      return reply.result.value;
    },
    on<T>(method: string, listener: (params: T) => void) {
      listeners.add((message) => {
        if (message.sessionId === sessionId && message.method === method) listener(message.params as T);
      });
    },
    close() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill();
      return gone;
    },
  };
}
