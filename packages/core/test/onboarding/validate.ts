/**
 * Checks the onboarding test data (personas/*.json and descriptions.json) against the formats in
 * README.md: every persona answers all 42 fields, every tag id exists in the shared taxonomy, and
 * the set as a whole covers the regions, stages and quirks the chat engine is judged on.
 *
 *   node --import tsx packages/core/test/onboarding/validate.ts
 *
 * prints a coverage summary and exits 1 on any problem; fixtures.test.ts runs the same checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONBOARDING_GROUPS, REGION_IDS, SECTOR_IDS, STAGE_IDS, TOPIC_IDS } from '@thistle/shared';

export const FIELD_GROUPS = ONBOARDING_GROUPS;

export const ALL_FIELDS: readonly string[] = [
  ...FIELD_GROUPS.personalInfo,
  ...FIELD_GROUPS.businessOwner,
  ...FIELD_GROUPS.businessDetails,
];

/** Regions the personas and the descriptions must each cover at least once. */
export const REQUIRED_REGIONS = [
  'highlands-islands',
  'north-east-scotland',
  'tayside-fife',
  'edinburgh-lothians',
  'glasgow-clyde',
  'forth-valley',
  'ayrshire',
  'south-of-scotland',
  'england',
  'wales',
];

export const DESCRIPTION_SOURCES = [
  'about-page',
  'social-bio',
  'grant-application',
  'chat-message',
  'directory-listing',
  'email',
];

/** Fields whose expected substrings are copied from the owner's words, so must appear in them. */
const VERBATIM_FIELDS = new Set(['business_name', 'business_location']);
const CUSTOMER_TYPES = new Set(['b2b', 'b2c', 'b2g']);
const PERSONA_KEYS = new Set([
  'id',
  'summary',
  'answers',
  'opening',
  'openingFills',
  'corrections',
  'expectTags',
]);

const here = dirname(fileURLToPath(import.meta.url));

type Json = unknown;
type Expect = 'skip' | string[];

export interface Persona {
  id: string;
  summary: string;
  answers: Record<string, { say: string; expect: Expect; alsoFills?: Record<string, string[]> }>;
  opening?: string;
  openingFills?: Record<string, string[]>;
  corrections?: { afterTurn: number; say: string; field: string; expect: string[] }[];
  expectTags: { regions: string[]; stage: string; sectors: string[]; topicsNeeded: string[] };
}

export interface Description {
  id: string;
  source: string;
  text: string;
  expect: Record<string, string[]>;
  expectTags: { regions: string[]; sectors: string[]; stage: string };
}

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function checkSubstrings(where: string, value: Json, errors: string[]): value is string[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`${where}: expected a non-empty array of substrings`);
    return false;
  }
  for (const s of value) {
    if (typeof s !== 'string' || s.trim() === '') errors.push(`${where}: empty substring`);
    else if (s !== s.toLowerCase() || s !== s.trim())
      errors.push(`${where}: "${s}" must be lower case and trimmed`);
  }
  return true;
}

function checkIds(where: string, value: Json, known: readonly string[], errors: string[]) {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`${where}: expected a non-empty array of ids`);
    return;
  }
  for (const id of value) {
    if (typeof id !== 'string' || !known.includes(id)) errors.push(`${where}: unknown id "${id}"`);
  }
  if (new Set(value).size !== value.length) errors.push(`${where}: duplicate ids`);
}

/** Field-specific shape rules shared by answers, opening fills, corrections and descriptions. */
function checkFieldExpect(where: string, field: string, expect: string[], errors: string[]) {
  if (field === 'date_of_birth' && !expect.some((s) => /^\d{4}-\d{2}-\d{2}$/.test(s)))
    errors.push(`${where}: date_of_birth must expect an ISO date (yyyy-mm-dd)`);
  if (field === 'date_of_birth') {
    for (const s of expect) {
      const d = new Date(`${s}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s)
        errors.push(`${where}: "${s}" is not a real date`);
    }
  }
  if ((field === 'age' || field === 'team_size') && !expect.every((s) => /^\d+$/.test(s)))
    errors.push(`${where}: ${field} must expect digits`);
  if (field === 'customer_type' && !expect.every((s) => CUSTOMER_TYPES.has(s)))
    errors.push(`${where}: customer_type must use b2b / b2c / b2g`);
  if (field === 'growth_stage' && !expect.every((s) => STAGE_IDS.includes(s)))
    errors.push(`${where}: growth_stage must expect a stage id`);
}

function checkVerbatim(
  where: string,
  field: string,
  expect: string[],
  text: string,
  errors: string[],
) {
  if (!VERBATIM_FIELDS.has(field)) return;
  const lower = text.toLowerCase();
  for (const s of expect) {
    if (!lower.includes(s)) errors.push(`${where}: "${s}" does not appear in the owner's words`);
  }
}

export function validatePersona(raw: Json, file: string, errors: string[]): Persona | undefined {
  const at = `personas/${file}`;
  if (!isObject(raw)) {
    errors.push(`${at}: not a JSON object`);
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (!PERSONA_KEYS.has(key)) errors.push(`${at}: unknown key "${key}"`);
  }
  if (typeof raw.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw.id))
    errors.push(`${at}: id must be kebab-case`);
  else if (`${raw.id}.json` !== file)
    errors.push(`${at}: id "${raw.id}" does not match the file name`);
  if (typeof raw.summary !== 'string' || raw.summary.trim() === '')
    errors.push(`${at}: summary is missing`);

  const answers = raw.answers;
  if (!isObject(answers)) {
    errors.push(`${at}: answers is missing`);
    return undefined;
  }
  for (const field of ALL_FIELDS) {
    if (!(field in answers)) errors.push(`${at}: no answer for "${field}"`);
  }
  for (const [field, answer] of Object.entries(answers)) {
    const where = `${at} answers.${field}`;
    if (!ALL_FIELDS.includes(field)) {
      errors.push(`${where}: not one of the 42 fields`);
      continue;
    }
    if (!isObject(answer)) {
      errors.push(`${where}: must be {say, expect}`);
      continue;
    }
    for (const key of Object.keys(answer)) {
      if (!['say', 'expect', 'alsoFills'].includes(key))
        errors.push(`${where}: unknown key "${key}"`);
    }
    if (typeof answer.say !== 'string' || answer.say.trim() === '')
      errors.push(`${where}: say is empty`);
    if (answer.expect !== 'skip' && checkSubstrings(`${where}.expect`, answer.expect, errors)) {
      checkFieldExpect(where, field, answer.expect, errors);
      if (typeof answer.say === 'string')
        checkVerbatim(where, field, answer.expect, answer.say, errors);
    }
    if (answer.alsoFills !== undefined) {
      if (!isObject(answer.alsoFills)) errors.push(`${where}.alsoFills: must be an object`);
      else
        for (const [other, exp] of Object.entries(answer.alsoFills)) {
          if (!ALL_FIELDS.includes(other) || other === field)
            errors.push(`${where}.alsoFills: bad field "${other}"`);
          else if (checkSubstrings(`${where}.alsoFills.${other}`, exp, errors)) {
            checkFieldExpect(`${where}.alsoFills.${other}`, other, exp, errors);
            if (typeof answer.say === 'string')
              checkVerbatim(`${where}.alsoFills.${other}`, other, exp, answer.say, errors);
          }
        }
    }
  }

  if (raw.opening !== undefined || raw.openingFills !== undefined) {
    if (typeof raw.opening !== 'string') errors.push(`${at}: openingFills without an opening`);
    else {
      const n = words(raw.opening);
      if (n < 150 || n > 300) errors.push(`${at}: opening has ${n} words (150-300)`);
    }
    if (!isObject(raw.openingFills)) errors.push(`${at}: opening without openingFills`);
    else {
      const fills = Object.entries(raw.openingFills);
      if (fills.length < 12)
        errors.push(`${at}: openingFills lists ${fills.length} fields (>= 12)`);
      for (const [field, exp] of fills) {
        const where = `${at} openingFills.${field}`;
        if (!ALL_FIELDS.includes(field)) errors.push(`${where}: not one of the 42 fields`);
        else if (checkSubstrings(where, exp, errors)) {
          checkFieldExpect(where, field, exp, errors);
          if (typeof raw.opening === 'string')
            checkVerbatim(where, field, exp, raw.opening, errors);
        }
      }
    }
  }

  if (raw.corrections !== undefined) {
    if (!Array.isArray(raw.corrections) || raw.corrections.length === 0)
      errors.push(`${at}: corrections must be a non-empty array`);
    else
      raw.corrections.forEach((c: Json, i: number) => {
        const where = `${at} corrections[${i}]`;
        if (!isObject(c)) {
          errors.push(`${where}: must be an object`);
          return;
        }
        if (!Number.isInteger(c.afterTurn) || (c.afterTurn as number) < 1)
          errors.push(`${where}: afterTurn must be a positive whole number`);
        if (typeof c.say !== 'string' || c.say.trim() === '') errors.push(`${where}: say is empty`);
        if (typeof c.field !== 'string' || !ALL_FIELDS.includes(c.field))
          errors.push(`${where}: unknown field "${String(c.field)}"`);
        else if (checkSubstrings(`${where}.expect`, c.expect, errors)) {
          checkFieldExpect(where, c.field, c.expect, errors);
          if (typeof c.say === 'string') checkVerbatim(where, c.field, c.expect, c.say, errors);
        }
      });
  }

  const tags = raw.expectTags;
  if (!isObject(tags)) errors.push(`${at}: expectTags is missing`);
  else {
    for (const key of Object.keys(tags)) {
      if (!['regions', 'stage', 'sectors', 'topicsNeeded'].includes(key))
        errors.push(`${at} expectTags: unknown key "${key}"`);
    }
    checkIds(`${at} expectTags.regions`, tags.regions, REGION_IDS, errors);
    checkIds(`${at} expectTags.sectors`, tags.sectors, SECTOR_IDS, errors);
    checkIds(`${at} expectTags.topicsNeeded`, tags.topicsNeeded, TOPIC_IDS, errors);
    if (typeof tags.stage !== 'string' || !STAGE_IDS.includes(tags.stage))
      errors.push(`${at} expectTags.stage: unknown stage "${String(tags.stage)}"`);
    else {
      // The stage the owner states must be the stage the tags expect.
      const stated = isObject(answers.growth_stage) ? answers.growth_stage.expect : undefined;
      if (Array.isArray(stated) && !stated.includes(tags.stage))
        errors.push(
          `${at}: growth_stage answer expects ${stated.join(',')} but expectTags.stage is ${tags.stage}`,
        );
    }
  }
  return raw as unknown as Persona;
}

export function validateDescription(
  raw: Json,
  i: number,
  errors: string[],
): Description | undefined {
  const at = `descriptions[${i}]`;
  if (!isObject(raw)) {
    errors.push(`${at}: not a JSON object`);
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (!['id', 'source', 'text', 'expect', 'expectTags'].includes(key))
      errors.push(`${at}: unknown key "${key}"`);
  }
  if (typeof raw.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw.id))
    errors.push(`${at}: id must be kebab-case`);
  const where = `descriptions.${String(raw.id ?? i)}`;
  if (typeof raw.source !== 'string' || !DESCRIPTION_SOURCES.includes(raw.source))
    errors.push(`${where}: source must be one of ${DESCRIPTION_SOURCES.join(', ')}`);
  if (typeof raw.text !== 'string') errors.push(`${where}: text is missing`);
  else {
    const n = words(raw.text);
    if (n < 40 || n > 200) errors.push(`${where}: text has ${n} words (40-200)`);
  }
  if (!isObject(raw.expect) || Object.keys(raw.expect).length < 4)
    errors.push(`${where}: expect must list at least 4 fields`);
  else
    for (const [field, exp] of Object.entries(raw.expect)) {
      if (!ALL_FIELDS.includes(field)) errors.push(`${where}.expect: unknown field "${field}"`);
      else if (checkSubstrings(`${where}.expect.${field}`, exp, errors)) {
        checkFieldExpect(`${where}.expect.${field}`, field, exp, errors);
        if (typeof raw.text === 'string')
          checkVerbatim(`${where}.expect.${field}`, field, exp, raw.text, errors);
      }
    }
  const tags = raw.expectTags;
  if (!isObject(tags)) errors.push(`${where}: expectTags is missing`);
  else {
    checkIds(`${where}.expectTags.regions`, tags.regions, REGION_IDS, errors);
    checkIds(`${where}.expectTags.sectors`, tags.sectors, SECTOR_IDS, errors);
    if (typeof tags.stage !== 'string' || !STAGE_IDS.includes(tags.stage))
      errors.push(`${where}.expectTags.stage: unknown stage "${String(tags.stage)}"`);
    const stated = isObject(raw.expect) ? raw.expect.growth_stage : undefined;
    if (Array.isArray(stated) && !stated.includes(tags.stage))
      errors.push(
        `${where}: growth_stage expects ${stated.join(',')} but expectTags.stage is ${String(tags.stage)}`,
      );
  }
  return raw as unknown as Description;
}

export interface Coverage {
  personas: Persona[];
  descriptions: Description[];
}

export function loadAndValidate(dir = here): { errors: string[]; coverage: Coverage } {
  const errors: string[] = [];
  const personas: Persona[] = [];
  const personaDir = join(dir, 'personas');
  for (const file of readdirSync(personaDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let raw: Json;
    try {
      raw = JSON.parse(readFileSync(join(personaDir, file), 'utf8'));
    } catch (e) {
      errors.push(`personas/${file}: ${(e as Error).message}`);
      continue;
    }
    const p = validatePersona(raw, basename(file), errors);
    if (p) personas.push(p);
  }

  const descriptions: Description[] = [];
  let rawDescriptions: Json;
  try {
    rawDescriptions = JSON.parse(readFileSync(join(dir, 'descriptions.json'), 'utf8'));
  } catch (e) {
    errors.push(`descriptions.json: ${(e as Error).message}`);
    rawDescriptions = [];
  }
  if (!Array.isArray(rawDescriptions)) errors.push('descriptions.json: must be an array');
  else
    rawDescriptions.forEach((d: Json, i: number) => {
      const ok = validateDescription(d, i, errors);
      if (ok) descriptions.push(ok);
    });

  // The set as a whole.
  if (personas.length < 10) errors.push(`only ${personas.length} personas (>= 10)`);
  if (new Set(personas.map((p) => p.id)).size !== personas.length)
    errors.push('duplicate persona ids');
  const allSkip = personas.filter((p) =>
    FIELD_GROUPS.personalInfo.every((f) => p.answers[f]?.expect === 'skip'),
  );
  if (allSkip.length !== 1)
    errors.push(`${allSkip.length} personas skip every personal question (want 1)`);
  for (const p of allSkip) {
    const wordings = new Set(FIELD_GROUPS.personalInfo.map((f) => p.answers[f]?.say.toLowerCase()));
    if (wordings.size < 5) errors.push(`${p.id}: the skips should use mixed wordings`);
  }
  if (!personas.some((p) => p.opening)) errors.push('no persona opens with a pasted description');
  if (!personas.some((p) => p.corrections?.length)) errors.push('no persona corrects an answer');
  const coverRegions = (label: string, items: { expectTags: { regions: string[] } }[]) => {
    const seen = new Set(items.flatMap((x) => x.expectTags?.regions ?? []));
    const missing = REQUIRED_REGIONS.filter((r) => !seen.has(r));
    if (missing.length) errors.push(`${label} miss regions: ${missing.join(', ')}`);
  };
  const coverStages = (label: string, items: { expectTags: { stage: string } }[]) => {
    const seen = new Set(items.map((x) => x.expectTags?.stage));
    const missing = STAGE_IDS.filter((s) => !seen.has(s));
    if (missing.length) errors.push(`${label} miss stages: ${missing.join(', ')}`);
  };
  coverRegions('personas', personas);
  coverStages('personas', personas);

  if (descriptions.length < 40) errors.push(`only ${descriptions.length} descriptions (>= 40)`);
  if (new Set(descriptions.map((d) => d.id)).size !== descriptions.length)
    errors.push('duplicate description ids');
  coverRegions('descriptions', descriptions);
  coverStages('descriptions', descriptions);
  const sectors = new Set(descriptions.flatMap((d) => d.expectTags?.sectors ?? []));
  const missingSectors = SECTOR_IDS.filter((s) => !sectors.has(s));
  if (missingSectors.length) errors.push(`descriptions miss sectors: ${missingSectors.join(', ')}`);

  return { errors, coverage: { personas, descriptions } };
}

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { errors, coverage } = loadAndValidate();
  const { personas, descriptions } = coverage;
  console.log(`${personas.length} personas`);
  for (const p of personas) {
    const quirks = [
      p.opening ? 'opening' : '',
      p.corrections?.length ? 'corrections' : '',
      FIELD_GROUPS.personalInfo.every((f) => p.answers[f]?.expect === 'skip')
        ? 'skips personal'
        : '',
    ].filter(Boolean);
    console.log(
      `  ${p.id}: ${p.expectTags.regions.join('+')} / ${p.expectTags.stage} / ${p.expectTags.sectors.join('+')}${quirks.length ? ` [${quirks.join(', ')}]` : ''}`,
    );
  }
  console.log(`${descriptions.length} descriptions`);
  console.log(`  regions: ${tally(descriptions.flatMap((d) => d.expectTags.regions))}`);
  console.log(`  stages: ${tally(descriptions.map((d) => d.expectTags.stage))}`);
  console.log(`  sectors: ${tally(descriptions.flatMap((d) => d.expectTags.sectors))}`);
  console.log(`  sources: ${tally(descriptions.map((d) => d.source))}`);
  console.log(`  fields: ${tally(descriptions.flatMap((d) => Object.keys(d.expect)))}`);
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):`);
    for (const e of errors) console.error(`  ${e}`);
    process.exit(1);
  }
  console.log('\nall onboarding fixtures valid');
}
