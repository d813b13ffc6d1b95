import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');

/** Code imports of a file that load with it (`import ... from`, not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?'([^']+)';/gm)].map((match) => match[1]!);
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every package the entry loads before any lazy chunk, with the first file that brings it. */
function packagesLoadedWith(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) visit(next);
      } else if (!/\.css(\?|$)/.test(specifier) && !packages.has(specifier)) {
        packages.set(specifier, path.relative(SRC, file));
      }
    }
  };
  visit(entry);
  return packages;
}

describe('the first chunk (what the sign-in page loads)', () => {
  it('carries no PrimeReact component: those load with the pages that use them', () => {
    const loaded = packagesLoadedWith(path.join(SRC, 'main.tsx'));
    const prime = [...loaded].filter(([name]) => name.startsWith('primereact/'));
    expect(prime.map(([name, by]) => `${name} (imported by ${by})`)).toEqual([]);
    // The walk does see the app's own packages, so an empty list above means something.
    expect(loaded.has('wouter')).toBe(true);
  });
});
