import taxonomyJson from './taxonomy.json' with { type: 'json' };

export interface TaxonomyEntry {
  id: string;
  label: string;
  means?: string;
  tab?: string;
  parent?: string;
}

export const taxonomy = taxonomyJson as {
  about: string;
  category: TaxonomyEntry[];
  region: TaxonomyEntry[];
  stage: TaxonomyEntry[];
  sector: TaxonomyEntry[];
  topic: TaxonomyEntry[];
};

export const CATEGORY_IDS = taxonomy.category.map((c) => c.id);
export const REGION_IDS = taxonomy.region.map((r) => r.id);
export const STAGE_IDS = taxonomy.stage.map((s) => s.id);
export const SECTOR_IDS = taxonomy.sector.map((s) => s.id);
export const TOPIC_IDS = taxonomy.topic.map((t) => t.id);

export type Facet = 'category' | 'region' | 'stage' | 'sector' | 'topic';

const byId = new Map<string, TaxonomyEntry>();
for (const facet of ['category', 'region', 'stage', 'sector', 'topic'] as const) {
  for (const entry of taxonomy[facet]) byId.set(`${facet}:${entry.id}`, entry);
}

export function taxonomyLabel(facet: Facet, id: string): string {
  return byId.get(`${facet}:${id}`)?.label ?? id;
}

export function isTaxonomyId(facet: Facet, id: string): boolean {
  return byId.has(`${facet}:${id}`);
}

/** Scotland or one of its sub-regions. */
export function isScottishRegion(id: string): boolean {
  return id === 'scotland' || byId.get(`region:${id}`)?.parent === 'scotland';
}
