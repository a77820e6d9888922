import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression of the web build as CloudFront does it: brotli or gzip by Accept-Encoding, for text
 * assets above a minimum size. Each file is compressed once per encoding (in the thread pool) and
 * kept in memory until it changes on disk, so serving it again costs a lookup.
 */
export type ContentEncoding = 'br' | 'gzip';

/** CloudFront leaves files under 1,000 bytes alone: the headers would outweigh the saving. */
export const MIN_COMPRESSIBLE_BYTES = 1000;

// Brotli 5 compresses the whole build in a fifth of a second; 11 takes thirty times longer for ~5% less.
const BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE_TYPE.test(contentType);
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

interface Entry {
  version: string;
  variants: Map<ContentEncoding, Promise<Buffer>>;
}

export function createCompressedAssetCache() {
  const entries = new Map<string, Entry>();
  return {
    /** `file` compressed with `encoding`; `version` (mtime and size) tells a rebuilt file from the cached one. */
    get(file: string, version: string, encoding: ContentEncoding): Promise<Buffer> {
      let entry = entries.get(file);
      if (entry?.version !== version) {
        entry = { version, variants: new Map() };
        entries.set(file, entry);
      }
      let variant = entry.variants.get(encoding);
      if (!variant) {
        variant = readFile(file).then((raw) =>
          encoding === 'br'
            ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
            : gzipAsync(raw, { level: 9 }),
        );
        const cached = entry;
        // A failed read (the build was replaced meanwhile) is retried by the next request.
        variant.catch(() => cached.variants.delete(encoding));
        entry.variants.set(encoding, variant);
      }
      return variant;
    },
  };
}
