#!/usr/bin/env node
// npm test: every tier, stopping at the first that fails. The reliability files that mostly
// wait on the wall clock (vitest project "reliability-waiting": a 2-minute SMTP refusal,
// Redis down for 10 s and 60 s) run beside the end-to-end tier, whose pages, apis and
// projectors leave the cores waiting much of the time; their output is printed whole once both
// have ended. The other reliability files load the machine, so they still run last, one at a
// time.
import { spawn } from 'node:child_process';

/** Runs `npm <args>`, its output going to ours, or collected when `quiet`. */
function run(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: [Buffer.from(`${error}\n`)] }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function step(...runs) {
  const results = await Promise.all(runs);
  for (const { output } of results) for (const chunk of output) process.stdout.write(chunk);
  const failed = results.find(({ code }) => code !== 0);
  if (failed) process.exit(failed.code);
}

await step(run(['run', 'test:unit']));
await step(run(['run', 'test:int']));
await step(
  run(['run', 'test:e2e']),
  run(['exec', '--', 'vitest', 'run', '--project', 'reliability-waiting'], { quiet: true }),
);
await step(run(['exec', '--', 'vitest', 'run', '--project', 'reliability']));
