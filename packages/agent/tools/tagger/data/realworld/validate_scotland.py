#!/usr/bin/env python3
"""Validate the real-world Scottish labelled set (scotland.jsonl).

Checks: every line parses; ids unique; expected fields present; every label id exists in
packages/shared/src/taxonomy.json; category/voice/origin/split valid; regions, stages and topics
non-empty; dates well formed; amounts are integers or null; train/test splits are disjoint by
organisation. Exits non-zero on any error.

Usage: python3 validate_scotland.py [path/to/scotland.jsonl]
"""
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[5]
DATA = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "scotland.jsonl"
TAXONOMY = json.loads((REPO / "packages/shared/src/taxonomy.json").read_text())

IDS = {key: {entry["id"] for entry in TAXONOMY[key]} for key in ("category", "region", "stage", "sector", "topic")}
VOICES = {"council-news", "agency-programme", "eligibility-page", "press-release", "event-listing",
          "statistics-release", "guidance-page", "newsletter", "chamber-bulletin", "university-news",
          "funder-call", "blog", "other"}
TOP_FIELDS = ["id", "title", "body", "organisation", "link", "factsFrom", "published", "voice",
              "sourceRegions", "origin", "labels", "expected", "split"]
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$")

errors = []
def err(line, msg):
    errors.append(f"line {line}: {msg}")

items, ids = [], Counter()
for n, raw in enumerate(DATA.read_text(encoding="utf-8").splitlines(), 1):
    if not raw.strip():
        err(n, "blank line")
        continue
    try:
        o = json.loads(raw)
    except json.JSONDecodeError as e:
        err(n, f"does not parse: {e}")
        continue
    items.append((n, o))
    for f in TOP_FIELDS:
        if f not in o:
            err(n, f"missing field {f}")
    if set(o) - set(TOP_FIELDS):
        err(n, f"unexpected fields {sorted(set(o) - set(TOP_FIELDS))}")
    ids[o.get("id")] += 1
    if not str(o.get("id", "")).startswith("rw-"):
        err(n, "id must start with rw-")
    for f in ("title", "body", "organisation"):
        if not isinstance(o.get(f), str) or not o.get(f).strip():
            err(n, f"{f} empty")
    words = len(str(o.get("body", "")).split())
    if not 40 <= words <= 180:
        err(n, f"body has {words} words (want 40-180)")
    for f in ("link", "factsFrom"):
        if not str(o.get(f, "")).startswith(("http://", "https://")):
            err(n, f"{f} is not a URL")
    if not DATE.match(str(o.get("published", ""))):
        err(n, "published not YYYY-MM-DD")
    if o.get("voice") not in VOICES:
        err(n, f"voice {o.get('voice')!r} invalid")
    if o.get("origin") != "realworld":
        err(n, "origin must be realworld")
    if o.get("split") not in ("train", "test"):
        err(n, "split must be train or test")
    src = o.get("sourceRegions") or []
    if not src or any(r not in IDS["region"] for r in src):
        err(n, f"sourceRegions invalid: {src}")
    labels = o.get("labels") or {}
    if labels.get("category") not in IDS["category"]:
        err(n, f"category {labels.get('category')!r} invalid")
    for key, tax in (("regions", "region"), ("stages", "stage"), ("sectors", "sector"), ("topics", "topic")):
        vals = labels.get(key)
        if not isinstance(vals, list):
            err(n, f"labels.{key} missing")
            continue
        if key != "sectors" and not vals:
            err(n, f"labels.{key} empty")
        if len(set(vals)) != len(vals):
            err(n, f"labels.{key} has duplicates")
        for v in vals:
            if v not in IDS[tax]:
                err(n, f"labels.{key} id {v!r} not in taxonomy")
    exp = o.get("expected") or {}
    for f in ("deadline", "eventStart", "amountMaxGbp"):
        if f not in exp:
            err(n, f"expected.{f} missing")
    for f in ("deadline", "eventStart"):
        v = exp.get(f)
        if v is not None and not DATETIME.match(str(v)):
            err(n, f"expected.{f} {v!r} malformed")
    amt = exp.get("amountMaxGbp")
    if amt is not None and (not isinstance(amt, int) or isinstance(amt, bool) or amt <= 0):
        err(n, f"expected.amountMaxGbp {amt!r} must be a positive integer or null")

for i, c in ids.items():
    if c > 1:
        errors.append(f"duplicate id {i} ({c}x)")

splits = defaultdict(set)
for _, o in items:
    splits[o.get("split")].add(o.get("organisation"))
both = splits["train"] & splits["test"]
if both:
    errors.append(f"organisations in both splits: {sorted(both)}")

if errors:
    print("\n".join(errors))
    print(f"FAILED: {len(errors)} problem(s) in {DATA}")
    sys.exit(1)

objs = [o for _, o in items]
per_org = Counter(o["organisation"] for o in objs)
print(f"OK: {len(objs)} items, {len(per_org)} organisations (max {max(per_org.values())} per organisation)")
print("categories:", dict(Counter(o["labels"]["category"] for o in objs)))
print("splits (items):", dict(Counter(o["split"] for o in objs)),
      "| splits (organisations):", {k: len(v) for k, v in splits.items()})
print("with deadline:", sum(1 for o in objs if o["expected"]["deadline"]),
      "| with eventStart:", sum(1 for o in objs if o["expected"]["eventStart"]),
      "| with amount:", sum(1 for o in objs if o["expected"]["amountMaxGbp"] is not None))
print("regions:", dict(Counter(r for o in objs for r in o["labels"]["regions"])))
