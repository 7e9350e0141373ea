/**
 * Chromium's own record of every task on a page's main thread while something runs: each
 * task's wall and CPU (thread) time, and for one over the long-task limit the steps inside it
 * that took the time ('FunctionCall 41, Layout 12'). On this shared machine the wall clock
 * counts the time other processes hold the cores; as bench/measure-time.ts does for Node, a
 * bench judges a task on its thread's own time and prints both.
 */
import type { CDPSession } from 'playwright-core';

/** A task over this much time is a long task (the Long Tasks API's limit). */
export const LONG_TASK_MS = 50;
/** The steps of a long task that its report names: those over this much CPU time. */
const STEP_SHOWN_MS = 5;

export interface MainThreadTask {
  /** Trace clock, microseconds: comparable with `marks`. */
  startUs: number;
  wallMs: number;
  cpuMs: number;
  /** What took the time, for a task over LONG_TASK_MS of CPU: its longest steps. */
  steps: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Traces the page's main thread while `run` runs. `marks` are performance marks the page
 * makes meanwhile: the trace clock time of the last of each name is returned, to place the
 * tasks between them.
 */
export async function traceMainThreadTasks<T>(
  cdp: CDPSession,
  run: () => Promise<T>,
  marks: readonly string[] = [],
): Promise<{ result: T; tasks: MainThreadTask[]; marksUs: Record<string, number> }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const result = await run();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  // The renderer's main thread: of the threads named CrRendererMain, the busy one (the page's).
  const mainThreads = events
    .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`);
  const tasksOf = (thread: string) =>
    events.filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === thread,
    );
  const main = mainThreads.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  const tasks = main === undefined ? [] : tasksOf(main);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const stepsOf = (task: TraceEvent) =>
    onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
          (event.tdur ?? 0) / 1000 > STEP_SHOWN_MS,
      )
      .map((event) => `${event.name} ${((event.tdur ?? 0) / 1000).toFixed(0)}`)
      .join(', ');
  const marksUs: Record<string, number> = {};
  for (const name of marks) {
    const mark = events.filter((event) => event.name === name).at(-1);
    if (mark !== undefined) marksUs[name] = mark.ts;
  }
  return {
    result,
    marksUs,
    tasks: tasks.map((event) => ({
      startUs: event.ts,
      wallMs: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? 0) / 1000,
      steps:
        (event.tdur ?? 0) / 1000 > LONG_TASK_MS
          ? `${((event.ts - (tasks[0]?.ts ?? 0)) / 1e6).toFixed(1)} s in: ${stepsOf(event)}`
          : '',
    })),
  };
}
