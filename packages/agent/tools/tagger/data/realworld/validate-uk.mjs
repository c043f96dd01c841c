// Checks uk.jsonl: every line parses, ids are unique and prefixed, labels use
// taxonomy ids, required arrays are non-empty, expectations are well formed and
// no organisation appears in both splits. Run: node validate-uk.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const taxonomyPath = join(here, "../../../../../shared/src/taxonomy.json");
const taxonomy = JSON.parse(readFileSync(taxonomyPath, "utf8"));
const ids = (key) => new Set(taxonomy[key].map((t) => t.id));
const known = {
  category: ids("category"),
  region: ids("region"),
  stage: ids("stage"),
  sector: ids("sector"),
  topic: ids("topic"),
};
const voices = new Set([
  "council-news",
  "agency-programme",
  "eligibility-page",
  "press-release",
  "event-listing",
  "statistics-release",
  "guidance-page",
  "newsletter",
  "chamber-bulletin",
  "university-news",
  "funder-call",
  "blog",
  "other",
]);
const dateRe = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

const errors = [];
const seen = new Set();
const orgSplits = new Map();
const lines = readFileSync(join(here, "uk.jsonl"), "utf8").split("\n");
let count = 0;
lines.forEach((line, i) => {
  if (line.trim() === "") return;
  const where = `line ${i + 1}`;
  let row;
  try {
    row = JSON.parse(line);
  } catch (e) {
    errors.push(`${where}: does not parse (${e.message})`);
    return;
  }
  count += 1;
  const fail = (msg) => errors.push(`${where} (${row.id}): ${msg}`);
  if (!/^rw-uk-[a-z0-9-]+-\d+$/.test(row.id ?? "")) fail("bad id");
  if (seen.has(row.id)) fail("duplicate id");
  seen.add(row.id);
  for (const f of ["title", "body", "organisation", "link", "factsFrom", "published"]) {
    if (typeof row[f] !== "string" || row[f].trim() === "") fail(`missing ${f}`);
  }
  const words = (row.body ?? "").split(/\s+/).filter(Boolean).length;
  if (words < 40 || words > 180) fail(`body has ${words} words`);
  if (!/^https?:\/\//.test(row.link ?? "")) fail("link is not a URL");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.published ?? "")) fail("bad published date");
  if (!voices.has(row.voice)) fail(`unknown voice ${row.voice}`);
  if (row.origin !== "realworld") fail("origin must be realworld");
  if (!Array.isArray(row.sourceRegions) || row.sourceRegions.length === 0) fail("no sourceRegions");
  for (const r of row.sourceRegions ?? []) if (!known.region.has(r)) fail(`unknown source region ${r}`);
  const l = row.labels ?? {};
  if (!known.category.has(l.category)) fail(`unknown category ${l.category}`);
  const lists = [
    ["regions", "region", true],
    ["stages", "stage", true],
    ["sectors", "sector", false],
    ["topics", "topic", true],
  ];
  for (const [field, kind, nonEmpty] of lists) {
    if (!Array.isArray(l[field])) {
      fail(`labels.${field} is not a list`);
      continue;
    }
    if (nonEmpty && l[field].length === 0) fail(`labels.${field} is empty`);
    for (const v of l[field]) if (!known[kind].has(v)) fail(`unknown ${kind} ${v}`);
    if (new Set(l[field]).size !== l[field].length) fail(`labels.${field} repeats a value`);
  }
  const x = row.expected ?? {};
  for (const f of ["deadline", "eventStart"]) {
    if (x[f] !== null && !dateRe.test(x[f] ?? "")) fail(`bad expected.${f}`);
  }
  if (x.amountMaxGbp !== null && !(Number.isInteger(x.amountMaxGbp) && x.amountMaxGbp > 0)) {
    fail("bad expected.amountMaxGbp");
  }
  if (row.split !== "train" && row.split !== "test") fail("bad split");
  const splits = orgSplits.get(row.organisation) ?? new Set();
  splits.add(row.split);
  orgSplits.set(row.organisation, splits);
});
for (const [org, splits] of orgSplits) {
  if (splits.size > 1) errors.push(`organisation in both splits: ${org}`);
}
if (errors.length > 0) {
  console.error(errors.join("\n"));
  process.exit(1);
}
console.log(`ok: ${count} items from ${orgSplits.size} organisations`);
