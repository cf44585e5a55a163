// Loaded into a server process with --import by shutdown.test.ts: a libuv thread-pool task that never returns
// and takes no CPU, opening a named pipe nobody writes to, as a native call that hangs (a libvips decode, a DNS
// lookup, a write to a pipe nobody reads) would. Node's process.exit waits for it for ever.
import { execFileSync } from 'node:child_process';
import { open } from 'node:fs';

const fifo = process.env.STUCK_FIFO;
if (!fifo) throw new Error('STUCK_FIFO names the named pipe to create');
execFileSync('mkfifo', [fifo]);
open(fifo, 'r', () => {});
