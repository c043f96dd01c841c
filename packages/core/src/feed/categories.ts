import { badRequest, taxonomy } from '@thistle/shared';

const fold = (text: string) => text.trim().toLowerCase();

const byName = new Map<string, string>();
for (const category of taxonomy.category) {
  for (const name of [category.id, category.label, category.tab]) {
    if (name) byName.set(fold(name), category.id);
  }
}

const known = taxonomy.category.map((c) => c.label).join(', ');

/**
 * The category id for a filter as the web sends it: the id ("courses-guides"), the label
 * ("Courses & Guides") or the tab's name ("Resources & Guides"), in any case.
 */
export function resolveCategory(name: string): string {
  const id = byName.get(fold(name));
  if (!id)
    throw badRequest(`Unknown category "${name}". Use one of: ${known}.`, 'unknown_category');
  return id;
}
