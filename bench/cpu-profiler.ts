// The CPU profile of a benchmark's server process, recorded through its own inspector while the load runs.

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts sampling every `intervalMicros`; `save` stops and writes the profile (a .cpuprofile file). */
export function cpuProfiler(intervalMicros: number) {
  const inspector = new Session();
  inspector.connect();
  return {
    async start() {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: intervalMicros });
      await inspector.post('Profiler.start');
    },
    async save(file: string) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
    disconnect: () => inspector.disconnect(),
  };
}
