/**
 * CPU time a page spent between two of its performance marks, read from a Chromium trace
 * (Playwright's `browser.startTracing` with PAGE_CPU_TRACE_CATEGORIES). On a shared machine
 * the wall time between the marks includes every moment another tenant held the core; the
 * thread time of the tasks Chromium ran for the page does not (see measure-time.ts for the
 * same two clocks in Node).
 */

/** `RunTask` (every top-level task of a Blink thread, with its thread time) and the marks. */
export const PAGE_CPU_TRACE_CATEGORIES = [
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/** The thread Chromium names for a page's dedicated workers. */
const WORKER_THREAD = 'DedicatedWorker thread';

export interface PageCpu {
  /** Thread time of the page's main thread between the marks. */
  mainMs: number;
  /** Thread time of the page's dedicated workers between the marks. */
  workersMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  args?: { name?: string };
}

function markTime(events: readonly TraceEvent[], name: string): TraceEvent {
  const marks = events.filter((event) => event.name === name);
  const mark = marks.at(-1);
  if (!mark) throw new Error(`the trace holds no mark '${name}'`);
  return mark;
}

/** Sums the thread time of the page's tasks that start between the two marks. */
export function pageCpuBetween(trace: Buffer, startMark: string, endMark: string): PageCpu {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const start = markTime(events, startMark);
  const end = markTime(events, endMark);
  const workerThreads = new Set(
    events
      .filter(
        (event) =>
          event.ph === 'M' &&
          event.name === 'thread_name' &&
          event.pid === start.pid &&
          event.args?.name === WORKER_THREAD,
      )
      .map((event) => event.tid),
  );
  let mainUs = 0;
  let workersUs = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.pid !== start.pid) continue;
    if (event.ts < start.ts || event.ts > end.ts) continue;
    const threadUs = event.tdur ?? 0;
    if (event.tid === start.tid) mainUs += threadUs;
    else if (workerThreads.has(event.tid)) workersUs += threadUs;
  }
  return { mainMs: mainUs / 1000, workersMs: workersUs / 1000 };
}
