import { describe, expect, it } from 'vitest';
import { attributeChunk, classify, decodeMappings } from './attribution.mjs';

describe('decodeMappings', () => {
  it('reads columns and source indexes, relative from segment to segment', () => {
    // "AAAA" = [0,0,0,0]; "IAAA" = column +4, same source; ";" starts a line (column back to 0); "ACAA" =
    // column 0, source +1.
    expect(decodeMappings('AAAA,IAAA;ACAA')).toEqual([
      [
        [0, 0],
        [4, 0],
      ],
      [[0, 1]],
    ]);
  });
});

describe('classify', () => {
  it('tells the framework, other packages and our own code apart', () => {
    expect(classify('turbopack:///[project]/node_modules/next/dist/client/app-index.js')).toBe('framework');
    expect(classify('turbopack:///[project]/node_modules/react-dom/cjs/react-dom.production.js')).toBe(
      'framework',
    );
    expect(classify('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts')).toBe('framework');
    expect(classify('turbopack:///[project]/node_modules/zod/v4/core/schemas.js')).toBe('packages');
    expect(classify('turbopack:///[project]/apps/web/src/features/cart/cart-store.ts')).toBe('ours');
    expect(classify('turbopack:///[project]/packages/contracts/src/cart.ts')).toBe('ours');
  });
});

describe('attributeChunk', () => {
  it('gives each mapped span its source, and unmapped bytes to the framework', () => {
    const code = 'AAAAbbbbbbCC';
    const map = {
      version: 3,
      sources: ['node_modules/next/x.js', 'src/app/page.tsx', 'node_modules/zod/y.js'],
      // column 0 → source 0, column 4 → source 1, column 10 → source 2 (each field relative to the last)
      mappings: 'AAAA,ICAA,MCAA',
    };
    expect(attributeChunk(code, map)).toEqual({ framework: 4, ours: 6, packages: 2 });
  });
});
