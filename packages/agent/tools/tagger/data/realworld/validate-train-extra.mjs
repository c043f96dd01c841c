// Checks the train-only files (train-extra.jsonl, round two; train-extra-2.jsonl, round three;
// train-extra-3.jsonl, round five; train-extra-4.jsonl, round six; train-extra-5.jsonl, round
// seven; train-extra-6.jsonl, round eight; train-extra-7.jsonl, round nine;
// train-extra-8.jsonl, round ten; train-extra-9.jsonl, round eleven; train-extra-10.jsonl, round
// twelve; train-extra-11.jsonl, round thirteen; train-extra-12.jsonl, round fourteen; train-extra-13.jsonl, round fifteen; train-extra-14.jsonl, round sixteen; train-extra-15.jsonl, round seventeen; train-extra-16.jsonl, round eighteen; train-extra-17.jsonl, round nineteen; train-extra-18.jsonl, round twenty; train-extra-19.jsonl, round twenty-one; train-extra-20.jsonl, round twenty-two; train-extra-21.jsonl, round twenty-three) against their own rules and against the files before them: train split only, no organisation
// that is in either test split, ids unique across all files, no page written up twice (round
// three on), bodies of 40-180 words, real URLs, known voices and taxonomy ids, well-formed
// expectations. Run: node validate-train-extra.mjs
import { readFileSync } from "node:fs";

const here = new URL(".", import.meta.url);
const taxonomy = JSON.parse(
  readFileSync(new URL("../../../../../shared/src/taxonomy.json", here), "utf8"),
);
const idsOf = (facet) => new Set(taxonomy[facet].map((entry) => entry.id));
const VOICES = new Set(
  "council-news agency-programme eligibility-page press-release event-listing statistics-release guidance-page newsletter chamber-bulletin university-news funder-call blog other".split(
    " ",
  ),
);
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
const rowsOf = (name) =>
  readFileSync(new URL(name, here), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));

const earlier = [...rowsOf("scotland.jsonl"), ...rowsOf("uk.jsonl")];
// One organisation however it is spelt: "Dundee & Angus Chamber" is "Dundee and Angus Chamber".
const named = (organisation) =>
  String(organisation)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const testOrganisations = new Set(
  earlier.filter((row) => row.split === "test").map((row) => named(row.organisation)),
);
const seenIds = new Set(earlier.map((row) => row.id));
const problems = [];
const summaries = [];

// Each train-only file, its id prefix, and whether it may reuse a page an earlier file used
// (round two did, for a few pages written up twice in different voices; rounds three, five,
// six to seventeen do not).
for (const [file, prefix, pagesOnce] of [
  ["train-extra.jsonl", "rw-x", false],
  ["train-extra-2.jsonl", "rw-x2", true],
  ["train-extra-3.jsonl", "rw-x3", true],
  ["train-extra-4.jsonl", "rw-x4", true],
  ["train-extra-5.jsonl", "rw-x5", true],
  ["train-extra-6.jsonl", "rw-x6", true],
  ["train-extra-7.jsonl", "rw-x7", true],
  ["train-extra-8.jsonl", "rw-x8", true],
  ["train-extra-9.jsonl", "rw-x9", true],
  ["train-extra-10.jsonl", "rw-x10", true],
  ["train-extra-11.jsonl", "rw-x11", true],
  ["train-extra-12.jsonl", "rw-x12", true],
  ["train-extra-13.jsonl", "rw-x13", true],
  ["train-extra-14.jsonl", "rw-x14", true],
  ["train-extra-15.jsonl", "rw-x15", true],
  ["train-extra-16.jsonl", "rw-x16", true],
  ["train-extra-17.jsonl", "rw-x17", true],
  ["train-extra-18.jsonl", "rw-x18", true],
  ["train-extra-19.jsonl", "rw-x19", true],
  ["train-extra-20.jsonl", "rw-x20", true],
  ["train-extra-21.jsonl", "rw-x21", true],
]) {
  const seenPages = new Set(earlier.flatMap((row) => [row.link, row.factsFrom]));
  const extra = rowsOf(file);
  for (const row of extra) check(row, file, prefix, pagesOnce && seenPages);
  earlier.push(...extra);
  summaries.push(
    `${file}: ${extra.length} train items from ${new Set(extra.map((row) => row.organisation)).size} organisations`,
  );
}

function check(row, file, prefix, seenPages) {
  const say = (what) => problems.push(`${file} ${row.id ?? "(no id)"}: ${what}`);
  if (!new RegExp(`^${prefix}-[a-z0-9-]+-\\d+$`).test(row.id ?? ""))
    say(`id must look like ${prefix}-<org>-<n>`);
  if (seenIds.has(row.id)) say("id used twice");
  seenIds.add(row.id);
  if (row.split !== "train") say("a train-only file holds train items only");
  if (testOrganisations.has(named(row.organisation)))
    say(`${row.organisation} is in the test split`);
  if (seenPages && seenPages.has(row.factsFrom)) say(`${row.factsFrom} is already written up`);
  const words = String(row.body ?? "").split(/\s+/).filter(Boolean).length;
  if (words < 40 || words > 180) say(`body has ${words} words`);
  if (!String(row.title ?? "").trim()) say("no title");
  for (const field of ["link", "factsFrom"])
    if (!/^https?:\/\/\S+$/.test(row[field] ?? "")) say(`${field} is not a URL`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.published ?? "")) say("published is not YYYY-MM-DD");
  if (!VOICES.has(row.voice)) say(`voice ${row.voice} unknown`);
  if (row.origin !== "realworld") say("origin is not realworld");
  const regions = idsOf("region");
  if (!(row.sourceRegions ?? []).length || !row.sourceRegions.every((r) => regions.has(r)))
    say("sourceRegions missing or unknown");
  const labels = row.labels ?? {};
  if (!idsOf("category").has(labels.category)) say(`category ${labels.category} unknown`);
  for (const [facet, kind, mayBeEmpty] of [
    ["regions", "region", false],
    ["stages", "stage", false],
    ["sectors", "sector", true],
    ["topics", "topic", false],
  ]) {
    const values = labels[facet];
    if (!Array.isArray(values) || (!mayBeEmpty && values.length === 0)) {
      say(`labels.${facet} missing or empty`);
      continue;
    }
    const known = idsOf(kind);
    for (const value of values) if (!known.has(value)) say(`${kind} ${value} unknown`);
    if (new Set(values).size !== values.length) say(`labels.${facet} repeats an id`);
  }
  const expected = row.expected ?? {};
  for (const field of ["deadline", "eventStart"])
    if (expected[field] !== null && !LOCAL_DATE.test(expected[field] ?? ""))
      say(`expected.${field} is malformed`);
  const amount = expected.amountMaxGbp;
  if (amount !== null && !(Number.isInteger(amount) && amount > 0))
    say("expected.amountMaxGbp must be a positive integer or null");
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`ok: ${summaries.join("; ")}`);

// An item may name a test-split organisation in passing (a partner, a venue) but must not be
// mainly about its scheme or event; only a reader can tell, so the ones that name one are listed
// for reading: `node validate-train-extra.mjs --names rw-x21` lists those of one file's prefix.
const namesAt = process.argv.indexOf("--names");
if (namesAt > 0) {
  const prefix = `${process.argv[namesAt + 1] ?? ""}-`;
  const testNames = [
    ...new Set(earlier.filter((row) => row.split === "test").map((row) => row.organisation)),
  ].filter((name) => name.length > 5);
  for (const row of earlier.filter((r) => r.split === "train" && r.id.startsWith(prefix))) {
    const text = named(`${row.title} ${row.body}`);
    const hits = testNames.filter((name) => ` ${text} `.includes(` ${named(name)} `));
    if (hits.length > 0) console.log(`${row.id} names ${hits.join(", ")}: ${row.title}`);
  }
}
