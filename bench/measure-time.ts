/**
 * Three clocks for a benchmark run, because on a small shared machine each tells
 * something different:
 * - wall: what a user waits for, inflated whenever another tenant holds the core;
 * - thread: CPU time of this (the JavaScript) thread alone, read from Linux's
 *   /proc/thread-self/schedstat in nanoseconds. It is the wall time minus the time
 *   spent waiting for a core, so the figure to hold against a speed target;
 * - process: CPU time of every thread of the process, which adds the work V8's
 *   garbage-collector and compiler helpers do in parallel on the other core.
 */
import { readFileSync } from 'node:fs';

const SCHEDSTAT = '/proc/thread-self/schedstat';

export interface RunTimes {
  wallMs: number;
  /** Undefined where the system does not expose per-thread CPU time. */
  threadMs: number | undefined;
  processMs: number;
}

function threadCpuMs(): number | undefined {
  try {
    const runNs = Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
    return Number.isFinite(runNs) ? runNs / 1e6 : undefined;
  } catch {
    // Not Linux, or /proc not mounted: the thread clock is simply not available.
    return undefined;
  }
}

export function timeRun(run: () => unknown): RunTimes {
  const threadStart = threadCpuMs();
  const processStart = process.cpuUsage();
  const wallStart = performance.now();
  run();
  const wallMs = performance.now() - wallStart;
  const processUsed = process.cpuUsage(processStart);
  const threadEnd = threadCpuMs();
  return {
    wallMs,
    threadMs:
      threadStart === undefined || threadEnd === undefined ? undefined : threadEnd - threadStart,
    processMs: (processUsed.user + processUsed.system) / 1000,
  };
}

/** The best (lowest) of each clock over `rounds` runs: the run least disturbed by the machine. */
export function bestTimes(rounds: number, run: () => unknown): RunTimes {
  let best: RunTimes = {
    wallMs: Number.POSITIVE_INFINITY,
    threadMs: undefined,
    processMs: Number.POSITIVE_INFINITY,
  };
  for (let round = 0; round < rounds; round++) {
    const times = timeRun(run);
    best = {
      wallMs: Math.min(best.wallMs, times.wallMs),
      threadMs:
        times.threadMs === undefined
          ? best.threadMs
          : Math.min(best.threadMs ?? Number.POSITIVE_INFINITY, times.threadMs),
      processMs: Math.min(best.processMs, times.processMs),
    };
  }
  return best;
}

/** The clock a target is judged on: the thread's CPU time where known, else wall time. */
export function judgedMs(times: RunTimes): number {
  return times.threadMs ?? times.wallMs;
}
