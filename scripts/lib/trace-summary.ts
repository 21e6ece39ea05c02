/**
 * Where a traced page load's main thread went (`measure:offline --trace`): Chromium's trace
 * events (the DevTools timeline categories) of the renderer's main thread, from the navigation's
 * start to a moment, as the main thread's tasks in order, each named by the work inside it that
 * took the longest (parsing the HTML, running a script, React's render, style and layout).
 */

/** A trace event as Chromium's `Tracing.dataCollected` reports it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

export interface TraceTask {
  /** Ms from the navigation's start. */
  start: number;
  ms: number;
  /** What took the longest inside it: the work's name, and its script when it ran one. */
  what: string;
}

/** The longest named piece of work among `events` (the task's descendants), skipping the scheduler's wrappers. */
function heaviest(events: readonly TraceEvent[]): string {
  const wrappers =
    /^(RunTask|ThreadControllerImpl::RunTask|AsyncTask Run|v8\.callFunction|RunMicrotasks|TimerBase::run|HTMLDocumentParser::.*|ScriptRunner::ExecutePendingScript|PendingScript::ExecuteScriptBlock|HTMLParserScriptRunner.*|MessagePort::Accept)$/;
  const named = events.filter((event) => !wrappers.test(event.name)).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!named) return events[0]?.name ?? '?';
  const url = named.args?.data?.url;
  const file = url ? ` ${(url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js')}` : '';
  // Style and layout run inside other work (a script that reads a size): said apart.
  const total = (name: string) => events.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
  const style = total('UpdateLayoutTree');
  const layout = total('Layout');
  const within = style + layout >= 1 ? ` (style ${style.toFixed(0)} ms, layout ${layout.toFixed(0)} ms)` : '';
  return `${named.name}${file}${within}`;
}

/** The main thread's tasks of `events` from the navigation's start until `untilMs` after it, each of at least `minMs`. */
export function mainThreadTasks(events: readonly TraceEvent[], untilMs: number, minMs = 2): TraceTask[] {
  const threadNames = new Map(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args?.name]),
  );
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (threadNames.get(thread) === 'CrRendererMain') counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (main === undefined) return [];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  // The page's own navigation (an image's SVG document has one too, with no URL).
  const start =
    onMain.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL).at(-1)?.ts ??
    Math.min(...onMain.map((event) => event.ts));
  const end = start + untilMs * 1000;
  const complete = onMain
    .filter((event) => event.ph === 'X' && event.ts >= start && event.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceTask[] = [];
  for (let index = 0; index < complete.length; index++) {
    const task = complete[index]!;
    const taskEnd = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (index + 1 < complete.length && complete[index + 1]!.ts < taskEnd) inside.push(complete[++index]!);
    const ms = (task.dur ?? 0) / 1000;
    if (ms >= minMs) tasks.push({ start: (task.ts - start) / 1000, ms, what: heaviest([task, ...inside]) });
  }
  return tasks;
}

/** The tasks as lines: "  212 ms   57 ms  v8.evaluateModule index.js". */
export function describeTasks(tasks: readonly TraceTask[]): string[] {
  return tasks.map((task) => `  ${task.start.toFixed(0).padStart(5)} ms ${task.ms.toFixed(0).padStart(4)} ms  ${task.what}`);
}
