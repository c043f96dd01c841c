/**
 * The labelling conventions, word for word as docs/tagging.md states them (a test holds the two
 * together). The labelled sets follow them, the tagger is judged by them, and the LLM tagger is
 * told them: a second labeller given this text and nothing else agreed with the first on 97 % of
 * categories (docs/tagging.md, "Two labellers"), so a model that reads them is asked the same
 * question the figures measure.
 */
export const LABELLING_CONVENTIONS = `- **Category**: what the item *is*, not what it is about. An event about funding ("Meet the
  funders") is \`events\`; a guide to applying for grants is \`courses-guides\`; a tender to bid
  for is \`funding\`; news that a fund exists, with no way to apply, is still \`funding\` when it
  invites applications and \`market-insights\` when it reports on the economy or policy.
  Accelerator cohorts with a start date are \`events\`; mentoring without a fixed date is
  \`courses-guides\`. News that money was paid out, allocated, invested or evaluated, with no way
  to apply, is \`market-insights\`; a page that explains how a scheme or a rule works without
  offering money from its publisher is \`courses-guides\`.
- **Regions**: where the item applies, as specifically as the text allows. A Fife-only grant is
  \`tayside-fife\` alone, not also \`scotland\`: ranking treats \`scotland\` as covering every Scottish
  sub-region, so adding it would show a Fife grant to a Glasgow user. \`scotland\` means open
  across Scotland; \`uk\` means UK-wide. \`international\` is added when the activity happens
  outside the UK (a trade mission, a pavilion at a fair abroad, market visits), next to the home
  region of the people who can take part. When no place is named, the source's own regions are
  the answer (its most specific ones: a Highland Council item is \`highlands-islands\`). A
  national body naming several cities ("Glasgow, Edinburgh, Dundee and Aberdeen") is talking
  about Scotland. A place named only in passing (a case study's town, a partner agency, where
  a past event was held) does not move an item off its publisher's patch; an event's venue
  does. Moray is \`highlands-islands\` (the HIE area); North Lanarkshire and Renfrewshire are
  \`glasgow-clyde\`; Clackmannanshire, Falkirk and Stirling are \`forth-valley\`. A national scheme
  a council runs for its own area carries that council's region only.
- **Stages**: who it is for, only when the text says so ("pre-start", "new businesses trading
  for under three years", "scale-ups", "at least 3 years trading"); otherwise all four stages.
- **Sectors**: only when the item is restricted to or aimed at a sector; otherwise empty ("open
  to all" is the default). The signs: the title names the sector, the publisher is a sector body,
  or the sentence that says who may apply names it. A sector word anywhere else does not count: a
  loan scheme "for any business, from a shop to a software firm", an awards night with a tourism
  category among ten, an economic survey reporting on construction and retail, a tax guide that
  mentions digital record-keeping. A wrong sector hides the item from every owner outside it.
- **Topics**: what it helps with, one or more.`;
