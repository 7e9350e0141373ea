// Preloaded with `node --import` into a process a benchmark runs: at exit, writes the
// process's own CPU time and peak memory (process.resourceUsage) as JSON to the file named
// by BENCH_USAGE_FILE, so the benchmark can compare two commands by what each process spent
// rather than by wall time alone on a shared machine.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({
        cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
        maxRssMb: usage.maxRSS / 1024,
      }),
    );
  });
}
