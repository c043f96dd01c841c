import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The sample pack's manifest (packages/agent/sample-pack/manifest.json): one reading of it for
 * the renderer that serves the pack and for the start-up task that registers its sources.
 */

export const SAMPLE_PACK_DIR = fileURLToPath(new URL('../../sample-pack/', import.meta.url));
export const SAMPLE_MANIFEST_PATH = `${SAMPLE_PACK_DIR}manifest.json`;

// Keys in the file's order: the renderer serves the parsed manifest back as manifest.json.
const sampleSourceSchema = z.object({
  /** Names the source's content file, content/<id>.json, and the first segment of its paths. */
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.string().min(1).default('sample'),
  regions: z.array(z.string()).default([]),
  type: z.enum(['rss', 'atom', 'json', 'ical', 'html']),
  /** The file's path inside the pack, as served under /sample-pack/. */
  path: z.string().min(1),
  /** Relative to the pack, like `path`. */
  homepage: z.string().nullish(),
});

export const sampleManifestSchema = z.object({
  about: z.string(),
  /** Every source in the pack is invented; the manifest says so, and so must each item. */
  sample: z.literal(true),
  sources: z.array(sampleSourceSchema).min(1),
});

export type SampleManifest = z.infer<typeof sampleManifestSchema>;
export type SampleSource = SampleManifest['sources'][number];

/** The manifest at `path`, validated; null when there is no pack (a trimmed install). */
export function readSampleManifest(path = SAMPLE_MANIFEST_PATH): SampleManifest | null {
  if (!existsSync(path)) return null;
  return sampleManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

let cached: SampleManifest | undefined;

/** The bundled manifest, read once: the renderer asks for it on every request. */
export function sampleManifest(): SampleManifest {
  cached ??= readSampleManifest() ?? undefined;
  if (!cached) throw new Error(`No sample pack manifest at ${SAMPLE_MANIFEST_PATH}`);
  return cached;
}
