import { readFileSync } from 'node:fs';
import { emptyOnboardingData, fieldValue, type OnboardingField } from '@thistle/shared';
import { offlineTurn } from '../packages/core/src/onboarding/offline-engine.ts';
import { deriveProfileTags } from '../packages/core/src/onboarding/profile-tags.ts';
import { meets } from '../packages/core/test/onboarding/simulate.ts';
const ds = JSON.parse(readFileSync('packages/core/test/onboarding/descriptions.json', 'utf8'));
let filled = 0, total = 0, tagsOk = 0;
const missByField: Record<string, number> = {};
for (const d of ds) {
  const out = offlineTurn({ data: emptyOnboardingData(), message: d.text, asking: null, turn: 0, now: new Date('2026-11-23T10:00:00Z') });
  const tags = deriveProfileTags(out.data, new Date('2026-11-23T10:00:00Z'));
  const misses: string[] = [];
  for (const [f, exp] of Object.entries(d.expect)) {
    total++;
    const v = fieldValue(out.data, f as OnboardingField);
    if (meets(v, exp as string[])) filled++; else { misses.push(`${f}=${JSON.stringify(v)} want ${JSON.stringify(exp)}`); missByField[f] = (missByField[f] ?? 0) + 1; }
  }
  const tp: string[] = [];
  for (const r of d.expectTags.regions) if (!tags.regions.includes(r)) tp.push(`region ${r} (${tags.regions})`);
  for (const s of d.expectTags.sectors) if (!tags.sectors.includes(s)) tp.push(`sector ${s} (${tags.sectors})`);
  if (d.expectTags.stage && tags.stage !== d.expectTags.stage) tp.push(`stage ${d.expectTags.stage} (${tags.stage})`);
  if (!tp.length) tagsOk++;
  if (process.argv[2] === 'v' && (misses.length || tp.length)) console.log(`${d.id}: ${misses.join(' | ')} ${tp.length ? 'TAGS ' + tp.join('; ') : ''}`);
}
console.log(`fields ${filled}/${total} = ${(100 * filled / total).toFixed(1)}%  tags ok ${tagsOk}/${ds.length}`);
console.log(missByField);
