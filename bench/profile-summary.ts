/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self time by package or area and the top
 * functions, optionally only the samples after a given fraction of the run (to skip start-up).
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/auth-read.ts 6
 *   npx tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [skipFraction=0.5]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [skipFraction]');
const skip = Number(process.argv[3] ?? 0.5);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function area(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)' || name === '(program)') return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/server/')) return 'server (ours)';
  if (url.includes('/src/')) return 'src (ours)';
  return url ? 'other' : `native ${name}`;
}

const start = Math.floor(profile.samples.length * skip);
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (let i = start; i < profile.samples.length; i += 1) {
  const node = byId.get(profile.samples[i]!);
  const delta = profile.timeDeltas[i] ?? 0;
  if (!node || node.callFrame.functionName === '(idle)') continue;
  busy += delta;
  const { url, functionName, lineNumber } = node.callFrame;
  const key = area(url, functionName);
  byArea.set(key, (byArea.get(key) ?? 0) + delta);
  const fn = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/(server|src)\//, '$1/')}:${lineNumber}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
}
const percent = (value: number) => `${((value / busy) * 100).toFixed(1)}%`;
console.log(`busy ${(busy / 1000).toFixed(0)} ms in the last ${((1 - skip) * 100).toFixed(0)}% of samples`);
for (const [key, value] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${percent(value).padStart(6)}  ${key}`);
console.log('top functions (self time):');
for (const [key, value] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${percent(value).padStart(6)}  ${key}`);
