import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { stopOnSignals } from './lib/shutdown.ts';

const config = loadConfig();
// Standard output is written synchronously on Linux (files, pipes, terminals): each log line is out before the
// call returns, so a line logged just before the process ends is never lost in a buffer.
const app = await buildApp(config, { logStream: process.stdout });
stopOnSignals(app, { drainMs: config.shutdownDrainMs });

await app.listen({ port: config.port, host: config.host });
