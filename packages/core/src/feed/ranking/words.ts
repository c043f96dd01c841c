/**
 * The words an owner and an item are compared on: lower case, a light stem ("exporting",
 * "exports" and "export" meet), without function words and without the words every business
 * text uses ("business", "support", "funding"), which would match everything and mean nothing.
 * Money words are left to the topics (grants, loans), which already carry them.
 */

const FUNCTION_WORDS = new Set(
  `a about above after again against all almost along also although always am among an and
  another any anyone anything are around as at away back be because been before being below
  between both but by can cannot could did do does doing done down during each either else
  enough even ever every few for from further get gets getting go goes going got had has have
  having he her here hers herself him himself his how however i if in into is it its itself
  just least less like made make makes making many may me might mine more most much must my
  myself near need needs never next no nor not nothing now of off often on once one only onto
  or other others our ours ourselves out over own per perhaps please quite rather really same
  see seen several shall she should since so some something still such than that the their
  theirs them themselves then there these they thing things this those though through thus to
  too towards under until up upon us use used using very via want wants was we well were what
  whatever when where whether which while who whom whose why will with within without would yet
  you your yours yourself yourselves aye nah yes lol tbh im ive dont cant wont thats whats
  theres isnt doesnt didnt wasnt arent havent mostly mainly probably maybe actually honestly
  sure bit lot lots loads wee big small good great best better new old first last next year
  years month months week weeks day days today time times way ways kind sort second third half
  everything anything everyone someone somebody nobody whole able around ago already yet
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night
  two three four five six seven eight nine ten twenty hundred`.split(/\s+/),
);

/**
 * Everyday verbs and adjectives an owner's answers are full of ("keep our carers", "no idea
 * where to start", "hard to find"): matched in an item's text they are coincidences, not needs.
 */
const EVERYDAY_WORDS = new Set(
  `keep keeps keeping kept open opens opened opening right run runs ran place places reach
  reached take takes taking took taken leave leaves leaving left find finds finding found hard
  harder know knows knowing knew known come comes coming came main side sides real really far
  plus instead move moves moved moving put puts mean means meant sort sorted say says said tell
  told think thought ask asks asked fine bad set sets show shows look looks looking try trying
  tried turn turns turned turning change changes changed changing lose loses losing lost
  proper properly actual fully quickly happy dead life front behind everywhere idea ideas
  stuff hit hits via nearly near straight`.split(/\s+/),
);

const GENERIC_WORDS = new Set(
  `business businesses company companies firm firms enterprise enterprises organisation
  organisations support supports supported supporting help helps helping helped advice service
  services offer offers provide provides available apply applying application applications
  applicant applicants scheme schemes programme programmes project projects opportunity
  opportunities fund funds funding funded grant grants loan loans finance financial money cost
  costs pay paid paying £ uk scotland scottish britain british national local area areas region
  regional council government people person team staff owner owners customer customers client
  clients work works working job jobs sector sectors industry industries market markets economy
  economic growth grow growing develop development plan plans planning including include
  includes part full open start starting started run running based across end ends round per
  cent percent million thousand number numbers total eligible eligibility must range up`.split(
    /\s+/,
  ),
);

/** British and American spellings that should meet. */
const SPELLINGS: Record<string, string> = { license: 'licence', licenses: 'licences' };

/** A light stem: enough for plurals and -ing/-ed forms to meet, never a dictionary. */
export function stem(word: string): string {
  let w = SPELLINGS[word] ?? word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 6 && w.endsWith('er')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

const isContent = (word: string) =>
  word.length >= 3 &&
  !FUNCTION_WORDS.has(word) &&
  !GENERIC_WORDS.has(word) &&
  !EVERYDAY_WORDS.has(word) &&
  !/^\d/.test(word);

/** A word that may stand in a pair: a common business word ("plan") counts there. */
const isPairable = (word: string) =>
  word.length >= 3 && !FUNCTION_WORDS.has(word) && !EVERYDAY_WORDS.has(word) && !/^\d/.test(word);

/**
 * Content words of a text, each stem with the first form it took in the text. With `pairs`, also
 * each two neighbouring words of which one is a common business word ("business plan", "social
 * enterprise"): alone such a word means nothing, in a pair it names a thing. Their key is the two
 * stems with a space between; how rare a pair is decides what it counts for ("business support",
 * in most items, counts nothing).
 */
export function contentWords(text: string, { pairs = false } = {}): Map<string, string> {
  const words = new Map<string, string>();
  let previous: string | null = null;
  let sentenceStart = true;
  for (const token of text.match(/[\p{L}][\p{L}'’-]*|[.,;:!?()]/gu) ?? []) {
    const raw = token.toLowerCase();
    const word = raw.replace(/['’]s$/, '').replace(/['’-]/g, '');
    // The form shown in a reason keeps a name's capital ("Mentions Galashiels"); a capital that
    // only starts a sentence is not a name's, and a lower-case use anywhere wins.
    const named = !sentenceStart && /^\p{Lu}/u.test(token);
    sentenceStart = /^[.!?]$/.test(token);
    const form = named ? token.replace(/['’]s$/, '').replace(/['’]/g, '') : word;
    if (pairs) {
      const pairable = isPairable(word);
      if (previous && pairable && (GENERIC_WORDS.has(previous) || GENERIC_WORDS.has(word))) {
        const key = `${stem(previous)} ${stem(word)}`;
        if (!words.has(key)) words.set(key, `${previous} ${word}`);
      }
      previous = pairable ? word : null;
    }
    if (!isContent(word)) continue;
    const key = stem(word);
    const seen = words.get(key);
    if (seen === undefined || (seen !== seen.toLowerCase() && form === word)) words.set(key, form);
  }
  return words;
}
