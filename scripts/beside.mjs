// Runs a long command beside another from the start, so that it is not queued behind shorter ones: `npm test`
// starts the one-program lint (the longest single task, one core for a minute or more) beside turbo's tasks,
// whose order of start turbo does not let us choose (decision 0173). The command beside is quiet while it runs
// and its output is printed whole at the end; the exit code is the first failure's.
//
//   node scripts/beside.mjs "<command beside>" -- <command> [args...]
import { spawn } from 'node:child_process';

const separator = process.argv.indexOf('--');
const beside = process.argv[2];
const main = process.argv.slice(separator + 1);
if (separator !== 3 || beside === undefined || main.length === 0) {
  console.error('usage: node scripts/beside.mjs "<command beside>" -- <command> [args...]');
  process.exit(2);
}

const output = [];
const besideChild = spawn(beside, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
besideChild.stdout.on('data', (chunk) => output.push(chunk));
besideChild.stderr.on('data', (chunk) => output.push(chunk));
const besideDone = new Promise((resolve) => besideChild.on('close', (code) => resolve(code ?? 1)));
const mainDone = new Promise((resolve) => spawn(main[0], main.slice(1), { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));

const [mainCode, besideCode] = await Promise.all([mainDone, besideDone]);
console.log(`\n${beside} (beside): ${besideCode === 0 ? 'passed' : `failed with code ${besideCode}`}`);
process.stdout.write(Buffer.concat(output));
process.exit(mainCode !== 0 ? mainCode : besideCode);
