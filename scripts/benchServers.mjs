// The bench servers of npm run bench and bench:overload (api/src/cli/bench.ts): built when stale,
// started on the benchmark database, and ready once they print `READY {json}` (each list's bare
// and app addresses, the app's own address and process id). Close `servers.stdin` to stop them.
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts the bench servers for `lists` (kind names; none: every list) and waits for them. */
export async function startBenchServers(lists, workspaces = ['api']) {
  execFileSync(process.execPath, ['scripts/ensure-built.mjs', ...workspaces], { stdio: 'inherit' });
  const servers = spawn(process.execPath, ['api/dist/api/src/cli/bench.js', ...lists], { stdio: ['pipe', 'pipe', 'inherit'] });
  const ready = await new Promise((resolve, reject) => {
    servers.once('exit', (code) => reject(new Error(`the bench servers stopped (exit code ${code})`)));
    createInterface({ input: servers.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
      else process.stdout.write(`${line}\n`);
    });
  });
  return { servers, ready };
}
