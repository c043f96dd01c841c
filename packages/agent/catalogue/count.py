#!/usr/bin/env python3
"""Validate sources.csv and print the counts quoted in docs/sources.md.

Usage: python3 packages/agent/catalogue/count.py [path/to/sources.csv] [--areas]
Exits non-zero if a validation rule fails.
"""
import csv
import re
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urlparse

HERE = Path(__file__).resolve().parent
_ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
CSV_PATH = Path(_ARGS[0]) if _ARGS else HERE / "sources.csv"

HEADER = ["name", "homepage", "kind", "regions", "feed_url", "feed_type", "evidence", "checked_on", "notes"]
KINDS = {"enterprise-agency", "local-authority", "government", "funder", "membership-body", "university",
         "college", "accelerator", "charity", "research", "media", "events"}
REGIONS = {"uk", "scotland", "highlands-islands", "north-east-scotland", "tayside-fife", "edinburgh-lothians",
           "glasgow-clyde", "forth-valley", "ayrshire", "south-of-scotland", "england", "wales",
           "northern-ireland", "international"}
SCOT_SUB = REGIONS - {"uk", "scotland", "england", "wales", "northern-ireland", "international"}
FEED_TYPES = {"rss", "atom", "json", "ical", "html"}

# The 32 Scottish council areas and the catalogue rows that cover each one
# (the council's own row first, then local Business Gateway / council business sites).
COUNCIL_AREAS = {
    "Aberdeen City": ["Aberdeen City Council"],
    "Aberdeenshire": ["Aberdeenshire Council"],
    "Angus": ["Angus Council", "Invest in Angus (Angus Council business support)"],
    "Argyll and Bute": ["Argyll and Bute Council"],
    "City of Edinburgh": ["City of Edinburgh Council", "Business Gateway Edinburgh", "Invest in Edinburgh"],
    "Clackmannanshire": ["Clackmannanshire Council"],
    "Dumfries and Galloway": ["Dumfries and Galloway Council"],
    "Dundee City": ["Dundee City Council"],
    "East Ayrshire": ["East Ayrshire Council"],
    "East Dunbartonshire": ["East Dunbartonshire Council"],
    "East Lothian": ["East Lothian Council"],
    "East Renfrewshire": ["East Renfrewshire Council"],
    "Falkirk": ["Falkirk Council"],
    "Fife": ["Fife Council", "Business Gateway Fife", "Fife Economy Partnership"],
    "Glasgow City": ["Glasgow City Council", "Invest Glasgow"],
    "Highland": ["The Highland Council"],
    "Inverclyde": ["Inverclyde Council"],
    "Midlothian": ["Midlothian Council"],
    "Moray": ["Moray Council"],
    "Na h-Eileanan Siar": ["Comhairle nan Eilean Siar (Western Isles Council)"],
    "North Ayrshire": ["North Ayrshire Council"],
    "North Lanarkshire": ["North Lanarkshire Council"],
    "Orkney Islands": ["Orkney Islands Council"],
    "Perth and Kinross": ["Perth & Kinross Council"],
    "Renfrewshire": ["Renfrewshire Council", "Invest in Renfrewshire"],
    "Scottish Borders": ["Scottish Borders Council"],
    "Shetland Islands": ["Shetland Islands Council"],
    "South Ayrshire": ["South Ayrshire Council"],
    "South Lanarkshire": ["South Lanarkshire Council"],
    "Stirling": ["Stirling Council"],
    "West Dunbartonshire": ["West Dunbartonshire Council"],
    "West Lothian": ["West Lothian Council"],
}


def norm_name(s):
    s = s.lower().replace("&", "and")
    s = re.sub(r"^the\s+", "", s)
    return re.sub(r"[^a-z0-9]+", "", s)


def norm_url(u):
    p = urlparse(u.strip().lower())
    host = p.netloc[4:] if p.netloc.startswith("www.") else p.netloc
    return host + p.path.rstrip("/") + ("?" + p.query if p.query else "")


def is_general_knowledge(evidence):
    return "general knowledge" in evidence.split("; feed:")[0]


def main():
    with open(CSV_PATH, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        header = reader.fieldnames
        rows = list(reader)

    errors = []
    if header != HEADER:
        errors.append(f"header is {header}")
    names, homes = {}, {}
    for i, r in enumerate(rows, start=2):
        where = f"line {i} ({r['name']})"
        for col in ("name", "homepage", "kind", "regions", "evidence", "checked_on", "notes"):
            if not r[col].strip():
                errors.append(f"{where}: empty {col}")
        if r["kind"] not in KINDS:
            errors.append(f"{where}: bad kind {r['kind']}")
        regs = r["regions"].split(";")
        if any(x not in REGIONS for x in regs):
            errors.append(f"{where}: bad region {r['regions']}")
        if set(regs) & SCOT_SUB and "scotland" not in regs:
            errors.append(f"{where}: Scottish sub-region without 'scotland'")
        if not r["homepage"].startswith("https://"):
            errors.append(f"{where}: homepage not https")
        if bool(r["feed_url"]) != bool(r["feed_type"]):
            errors.append(f"{where}: feed_url/feed_type must both be set or both empty")
        if r["feed_type"] and r["feed_type"] not in FEED_TYPES:
            errors.append(f"{where}: bad feed_type {r['feed_type']}")
        if r["feed_url"] and not r["feed_url"].startswith("https://"):
            errors.append(f"{where}: feed_url not https")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["checked_on"]):
            errors.append(f"{where}: bad checked_on")
        n, u = norm_name(r["name"]), norm_url(r["homepage"])
        if n in names:
            errors.append(f"{where}: duplicate name of {names[n]}")
        if u in homes:
            errors.append(f"{where}: duplicate homepage of {homes[u]}")
        names[n], homes[u] = r["name"], r["name"]

    by_name = {r["name"]: r for r in rows}
    for area, cover in COUNCIL_AREAS.items():
        for name in cover:
            if name not in by_name:
                errors.append(f"council area {area}: row '{name}' missing")

    scot = [r for r in rows if "scotland" in r["regions"].split(";")]
    feeds = [r for r in rows if r["feed_url"]]
    print(f"total rows: {len(rows)}")
    print(f"Scottish rows (regions include 'scotland'): {len(scot)}")
    print(f"rows with a feed: {len(feeds)}  (Scottish: {sum(1 for r in scot if r['feed_url'])})")
    print("feeds by type:", dict(sorted(Counter(r["feed_type"] for r in feeds).items())))
    print("by kind:", dict(sorted(Counter(r["kind"] for r in rows).items())))
    reg = Counter(x for r in rows for x in r["regions"].split(";"))
    print("by region (a row counts once for each region it carries):", dict(sorted(reg.items())))
    gk = sum(1 for r in rows if is_general_knowledge(r["evidence"]))
    print(f"homepage from general knowledge only: {gk}; confirmed in stored material/code/pattern: {len(rows) - gk}")
    print("checked_on:", dict(sorted(Counter(r["checked_on"] for r in rows).items())))
    print(f"council areas covered: {sum(1 for a, c in COUNCIL_AREAS.items() if all(n in by_name for n in c))}/32")
    if "--areas" in sys.argv:
        for area, cover in COUNCIL_AREAS.items():
            print(f"  {area}: " + "; ".join(f"{n} <{by_name[n]['homepage']}>" for n in cover if n in by_name))
    if errors:
        print(f"\n{len(errors)} validation errors:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("validation: OK")


if __name__ == "__main__":
    main()
