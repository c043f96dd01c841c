/**
 * The words around a sum of money that say what it is. "Before" cues end where the sum
 * starts (a few small words may sit between); "after" cues start where it ends.
 */

export type SumKind = 'offer' | 'total' | 'threshold' | 'price';

/** Small words that may stand between a cue and its sum: "worth nearly £4m", "pot of around £1m". */
const FILLER = String.raw`(?:\s+(?:of|is|are|was|were|be|been|by|with|around|about|almost|nearly|just|over|more\s+than|some|roughly|approximately|an?|the|its|our|their|a\s+(?:further|combined|record))\b)*`;
const UP_TO = String.raw`(?:\s+up\s+to)?`;

const before = (words: string[], filler = FILLER) =>
  new RegExp(String.raw`\b(?:${words.join('|')})\b${filler}\s*$`, 'i');

/** Offered to one applicant: "grants of up to", "a maximum of", "can receive", "loans from". */
export const OFFER_BEFORE = new RegExp(
  String.raw`(?:\b(?:` +
    [
      // Not "traders sign up to £25,000 shop frontage scheme": joining, not a cap.
      String.raw`(?<!\bsign(?:s|ed|ing)?\s)up\s+to(?:\s+a\s+(?:maximum|total)\s+of|\s+(?:the|a)\s+value\s+of)?`,
      // A cap on the award itself: "no award will exceed", "grants will not normally exceed".
      // "No single business can receive more than £100,000": a cap on the applicant's total.
      String.raw`no\s+(?:single\s+|individual\s+|one\s+)?(?:business|company|firm|applicant|employer|organisation)\s+(?:will|shall|can|may)\s+(?:receive|get|claim|borrow|be\s+(?:awarded|given|paid|lent))\s+(?:more\s+than|over|in\s+excess\s+of)`,
      String.raw`(?:no\s+(?:single\s+|individual\s+)?(?:award|grant|loan|payment|offer)\s+(?:will|shall|can|may|should)|(?:awards?|grants?|loans?|payments?|funding)\s+(?:will|shall|must|should|can|cannot|may)(?:\s+not)?(?:\s+(?:normally|usually|generally))?)\s+(?:be\s+)?(?:exceed|more\s+than)`,
      String.raw`(?:a\s+)?maximum(?:\s+(?:grant|award|loan|payment|contribution))?(?:\s+(?:of|is))?`,
      // "Typically £2,000 to £5,000, and no more than £8,000": a cap, longer than "more than".
      String.raw`(?:no|not)\s+more\s+than`,
      String.raw`not\s+exceeding`,
      String.raw`max\.?`,
      String.raw`capped\s+at`,
      // "An upper limit of £21,000 will apply to any business with several premises".
      String.raw`(?:an?\s+|the\s+)?upper\s+limit(?:\s+(?:of|is|set\s+at|will\s+be))?`,
      String.raw`cap\s+of`,
      String.raw`\d+\s?(?:%|per\s?cent)\s+of\s+(?:[\w-]+\s+){0,3}costs?,?\s+(?:up\s+to|capped\s+at|to)(?:\s+a\s+maximum\s+of)?`,
      String.raw`(?:micro-?)?(?:grants?|awards?|loans?|vouchers?|bursar(?:y|ies)|funding|prizes?|payments?|investments?)(?:\s+of|\s*:)?(?:\s+(?:between|from|ranging\s+from|worth|up\s+to|around|about|approximately|roughly))*`,
      String.raw`(?:voucher|grant|award|prize)\s+worth(?:\s+up\s+to)?`,
      // "a further 80 vouchers, each worth £3,000": what each one is worth.
      String.raw`each\s+worth(?:\s+up\s+to)?`,
      // "Grants are worth £1,000 to £3,000 each": the award's worth, not a fund's.
      String.raw`(?:vouchers?|grants?|awards?|loans?|prizes?|bursar(?:y|ies))\s+(?:are|is|will\s+be)\s+worth(?:\s+(?:up\s+to|between|from))?`,
      // "… claim a one-off Top-Up Grant. Set by the government, it is worth £4,500 or £6,800".
      String.raw`\bit\s+(?:is|will\s+be)\s+worth(?:\s+(?:up\s+to|between|from))?`,
      String.raw`worth\s+up\s+to`,
      // "rising to as much as £30,000 for projects that show wider benefits": a higher cap.
      // "capped at £3,000, rising to a possible £4,000 for listed buildings".
      String.raw`(?:raised|increased|rising|increasing|rises|doubled|doubling)\s+(?:\w+\s+)?to(?:\s+(?:as\s+much\s+as|a\s+possible|a\s+maximum\s+of))?`,
      String.raw`cover(?:s|ing)?\s+(?:(?!projects?\b|with\b)[\w-]+\s+){0,3}costs?(?:\s+of)?\s+up\s+to`,
      String.raw`(?:ranges?|ranging|runs?|start)\s+from`,
      String.raw`between`,
      // "can ask for as much as £30,000": the top of what one may seek.
      String.raw`(?:apply|bid|ask|pitch)\s+for(?:\s+(?:up\s+to|between|as\s+much\s+as))?`,
      String.raw`(?:can|could|will|may|each)\s+(?:\w+\s+)?(?:receive|received|claim|access|borrow|get|seek|raise)(?:\s+(?:up\s+to|between|from|as\s+much\s+as))?`,
      String.raw`(?:receives?|claim|access|borrow|seek|lend|offers?|offering|pays?|provides?|contribute|award)(?:\s+(?:up\s+to|between))?`,
      // A loan fund's terms: "borrowing of up to £200,000" is what one can borrow.
      String.raw`(?<!\b(?:with|have|has|had|existing|their|your|its|total)\s)borrowing\s+(?:of\s+)?(?:up\s+to|between)`,
      // "Each successful applicant will be awarded £2,000": what is to come, not what was paid.
      String.raw`(?:will|could|can|may|would)\s+be\s+(?:awarded|given|offered|paid)(?:\s+(?:up\s+to|between))?`,
      String.raw`one-off`,
    ].join('|') +
    String.raw`))\s*$`,
  'i',
);

/** Sums one business never receives from the call: what it pays. */
export const PRICE_BEFORE = before(
  [
    String.raw`tickets?`,
    'ticketed',
    'admission',
    String.raw`entry(?:\s+fee)?`,
    String.raw`fees?`,
    // "Companies pitching are looking to raise between £100,000 and £3m": what they ask investors for.
    String.raw`(?:looking|seeking|hoping|aiming|wanting|want|plan(?:s|ning)?)\s+to\s+raise(?:\s+(?:between|up\s+to|around|about|over|more\s+than))?`,
    // "fines of up to £2,500" for letting without a licence: what one is made to pay.
    String.raw`(?:fines?|penalt(?:y|ies))(?:\s+of)?(?:\s+up\s+to)?`,
    String.raw`subscriptions?`,
    'membership',
    String.raw`(?:non-)?members?`,
    String.raw`early\s+bird`,
    String.raw`concessions?`,
    String.raw`delegates?`,
    'donation',
    String.raw`priced(?:\s+at)?`,
    String.raw`charged?`,
    String.raw`costs?`,
    'costing',
    String.raw`you\s+(?:will\s+)?pay`,
    'paying',
    String.raw`pay\s+(?:just|only)`,
    String.raw`spend(?:ing)?`,
    String.raw`price\s+points?`,
    // "from 2 October each price rises by £10".
    String.raw`(?:prices?|fees?)\s+(?:rises?|increases?|goes\s+up)\s+by`,
    String.raw`(?:at|for)\s+(?:just|only)`,
    String.raw`for\s+two\s+at`,
    String.raw`(?:companies|businesses|organisations|firms|employers|they|we)\s+(?:will\s+)?pay`,
    // A loan's representative example: what the borrower pays back.
    String.raw`(?:monthly|weekly|quarterly|annual)\s+(?:re)?payments?(?:\s+of)?`,
    // A sale's price: "the building was sold for £1.2m".
    String.raw`(?:sold|bought|acquired|purchased)\s+for`,
    String.raw`total\s+(?:amount\s+)?(?:re)?payable`,
    String.raw`total\s+(?:interest|cost\s+of\s+credit)(?:\s+payable)?`,
  ],
  String.raw`(?:\s+[^\s£.;]+){0,2}`,
);

/** Eligibility limits named by what they measure, however far into the clause. */
const MEASURE = [
  'turnover',
  String.raw`turning\s+over`,
  // Not "revenue grants of up to £2,500": a kind of grant, not a business's revenue.
  String.raw`revenue(?!\s+(?:grants?|funding|support|costs?|awards?))`,
  String.raw`(?:qualifying\s+)?income`,
  String.raw`salar(?:y|ies)`,
  String.raw`wages?`,
  'earnings',
  // "You can earn up to £1,000 a year tax-free": an income limit.
  String.raw`earn(?:s|ed|ing)?(?=\s+(?:up\s+to|less\s+than|under|over|more\s+than|above|below|at\s+least))`,
  // "a Rateable Value (RV) of up to £51,000", "a RV over £51,001".
  String.raw`rateable\s+values?(?:\s*\([A-Z]{2,3}\))?`,
  String.raw`RVs?`,
  // "whose property was rated between £18,001 and £51,000": the property's rateable value.
  String.raw`rated(?=\s+(?:between|at|up\s+to|below|under|over|above|from|less|more))`,
  // "shops and pubs valued from £18,001 to £50,999": whatever is valued, its value is a limit.
  String.raw`valued(?=\s+(?:between|at|up\s+to|below|under|over|above|from|less|more))`,
  String.raw`balance\s+sheet`,
  'borrowing',
  String.raw`(?:project|contract|loan|deal|transaction)\s+sizes?`,
  String.raw`(?:covers?|for)\s+projects?\s+(?:from|between|of|worth|costing)`,
  // "projects in the £400,000 to £500,000 range": a project's size.
  String.raw`projects?\s+in\s+the`,
  String.raw`(?:eligible|total|project|approved)\s+(?:project\s+)?costs?`,
  String.raw`projects?\s+(?:must\s+)?cost`,
  String.raw`contracts?(?:\s+worth)?`,
  'threshold',
  // "premises valued between £18,001 and £51,000": the property's value, not the award.
  String.raw`(?:premises|propert(?:y|ies)|units|sites|those|ones)\s+(?:\w+\s+)?valued`,
  // Match funding is what the applicant brings: "match funding of at least £2,000".
  // Not "match funding of 50% up to £5,000": a rate the funder pays, capped by the sum.
  // But "the scheme offers match funding of £5,000 to £25,000 per project" is the funder's award.
  String.raw`(?<!\b(?:offers?|offering|provides?|providing|gives?|giving)\s)match(?:ed)?[- ]?funding(?!\s+(?:of|at)\s+(?:up\s+to\s+)?\d+\s?%)(?:\s+of)?`,
  String.raw`(?:your|applicants?'?|the\s+applicant'?s)\s+(?:own\s+)?contribution`,
];
/** Limits that must sit right before the sum: "at least £40,000", "over £50,000". */
const LIMIT = [
  String.raw`at\s+least`,
  String.raw`minimum(?:\s+(?:award|grant|loan|investment|of))?`,
  String.raw`more\s+than`,
  'over',
  'under',
  'below',
  'above',
  String.raw`exceed(?:s|ing)?`,
  String.raw`less\s+than`,
  String.raw`as\s+low\s+as`,
  String.raw`(?:start|starts|starting)\s+at`,
  String.raw`properties\s+up\s+to`,
  String.raw`where\s+it\s+is`,
  String.raw`drops?\s+to`,
];
export const THRESHOLD_BEFORE = new RegExp(
  // The measure's reach stops at the offer's verb:
  // "turnover under €50m can seek between £20,000 and £750,000" is an award, not a turnover.
  String.raw`(?:\b(?:${MEASURE.join('|')})(?:\b|(?<=\)))(?:(?!\b(?:can|could|may|will)\s+(?:seek|request|receive|get|claim|borrow|bid\s+for|apply\s+for)\b)[^.;,£)]){0,30}|\b(?:${LIMIT.join('|')})\s*` +
    // A tier's bounds after its award: "£35,000 between £40,001 and £75,000" of rateable value.
    String.raw`|£\d[\d,.]*(?:k|m|bn)?\s+(?:for\s+(?:those|premises|properties|ones)\s+)?between\s+(?:£\d[\d,.]*(?:k|m|bn)?\s+and\s+)?)$`,
  'i',
);

/**
 * The award named as the largest there is, however many words stand before its "is": "The
 * highest level of grant payment available in this new fund is £25,000"; after the smallest, "and
 * the largest £100,000".
 */
export const LARGEST_AWARD_BEFORE =
  /\b(?:highest|largest|biggest|maximum|top)\s+(?:level\s+of\s+|value\s+of\s+)?(?:grant|award|loan|payment|contribution)s?(?:\s+payments?)?\b[^.;£]{0,60}?\b(?:is|will\s+be)\s*$|\bupper\s+limit(?:\s+cap)?\s+(?:for|on)\s+(?:[\w-]+\s+){0,5}?(?:is|will\s+be)\s*$|\b(?:and|while|with)\s+the\s+(?:highest|largest|biggest|maximum)\s*$/i;

/**
 * The size of the project, not the award: "allowing for the delivery of works up to the value of
 * £10,000" (a £5,000 grant matched by the business), "allowing works of up to £10,000".
 */
// "capital projects worth no more than £20,000", "Projects should normally cost at least £10,000
// and no more than £200,000": the project's size, which the grant pays part of.
export const PROJECT_SIZE_BEFORE =
  /\b(?:works?|projects?|improvements?|activit(?:y|ies)|schemes?)\s+(?:[\w-]+\s+){0,2}?(?:up\s+to\s+)?(?:the|a)\s+(?:total\s+)?value\s+of\s*$|\b(?:projects?|works?|investments?)\s+(?:[\w-]+\s+){0,3}?(?:worth|costing|cost)\s+(?:at\s+least\s+£[\d,.]+\s*(?:k|m)?\s+(?:and|but)\s+)?(?:no\s+more\s+than|not\s+more\s+than|up\s+to|less\s+than|under|below|at\s+most|at\s+least)\s*$|\b(?:allowing|enabling|making\s+possible)\s+(?:total\s+)?(?:works?|projects?|improvements?|spend(?:ing)?)\s+(?:of|worth|costing)(?:\s+up\s+to)?\s*$/i;

/**
 * A limit on the aid a business may hold under subsidy rules, not an award: "Small Amounts of
 * Financial Assistance Allowance – you're allowed up to £335,000", "a potential total allowance of
 * up to £10,935,000". A tax allowance ("Employment Allowance … up to £5,000") is not an award
 * either (docs/tagging.md: tax and wage guides have no amount). An allowance paid week by week to
 * someone starting out ("a weekly allowance adding up to £1,274") is money received.
 */
export const AID_LIMIT_BEFORE =
  /\b(?:(?<!\b(?:weekly|monthly|fortnightly)\s)allowances?|(?:you|businesses|applicants)\s*(?:['’]re|\s+are)\s+allowed|de\s+minimis|subsidy\s+(?:control\s+)?(?:limit|threshold|ceiling))\b[^.;£]{0,40}?(?:\s+up\s+to)?\s*$/i;
/**
 * The smallest award, not the most on offer: "the minimum Discretionary Grant payment will now be
 * £3,000".
 */
export const SMALLEST_AWARD_BEFORE =
  /\b(?:minimum|smallest|lowest)\s+(?:[\w-]+\s+){0,2}?(?:grant|award|loan|payment|investment|contribution)s?(?:\s+payments?)?\b[^.;£]{0,40}?\b(?:is|will\s+(?:now\s+)?be)\s*$/i;
/**
 * The money a council or round has to give out: "The funding available is £87,750 in capital",
 * "Funding available is £102,500 and £208,000 revenue respectively".
 */
export const FUNDING_AVAILABLE_BEFORE =
  /\b(?:the\s+)?(?:total\s+)?(?:funding|money|budget)\s+available\s+(?:is|of|will\s+be)\s*$/i;

/** A fund's or programme's whole size, money already paid out, value to the economy. */
export const TOTAL_BEFORE = before(
  [
    String.raw`total(?:ling|s)?(?:\s+of)?${UP_TO}`,
    String.raw`(?:the\s+)?total\s+(?:to|is|was|reached|comes\s+to)`,
    String.raw`total\s+(?:fund|pot|budget|funding|value)(?:\s+(?:of|is))?`,
    // A figure compared with: "a share of £10.2m, up from £7.3m last year".
    String.raw`(?:up|down)\s+from`,
    String.raw`compared\s+(?:with|to)`,
    String.raw`injection(?:\s+of)?`,
    String.raw`windfall(?:\s+of)?`,
    String.raw`support(?:ed|s|ing)?\s+(?:[\w-]+\s+){0,3}with`,
    String.raw`a\s+total\s+of`,
    // "approved 23 grants worth £87,819": what a counted set of awards came to.
    String.raw`(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|dozens\s+of|hundreds\s+of)\s+(?:[\w-]+\s+)?(?:grants|awards|loans|payments|projects|offers)\s+(?:worth|totalling|totaling|valued\s+at)`,
    String.raw`pots?(?:\s+of)?`,
    String.raw`budget(?:\s+of)?`,
    String.raw`package(?:\s+of)?`,
    String.raw`(?:a\s+)?share\s+of${UP_TO}`,
    'share',
    String.raw`invest(?:s|ed|ing)?${UP_TO}`,
    String.raw`(?:has|have|had)${UP_TO}`,
    String.raw`there\s+is`,
    'allocated',
    String.raw`sets?\s+aside`,
    // "Crieff BID sets out £158,000 for … grants", "has released a further £700,000".
    String.raw`sets?\s+out`,
    'released',
    // "the Fairy Pools …, which received up to £480,000 for urgent work": others' awards.
    String.raw`(?:which|who|that)\s+received${UP_TO}`,
    // "could save Scottish firms up to £1.4 billion": what an economy gains, not an award.
    String.raw`(?:could|would|will|to|can)\s+save(?:\s+[\w-]+){0,3}?(?:\s+up\s+to)?`,
    // "pledged to lend up to £1.6 billion to Scottish businesses": a lender's whole commitment.
    String.raw`pledged(?:\s+to\s+(?:lend|invest|provide|spend|make\s+available))?`,
    // "an increased overall prize fund of £100,000": every prize together.
    String.raw`(?:overall\s+)?prize\s+(?:fund|pot)(?:\s+of)?`,
    'secured',
    'distributed',
    String.raw`(?:been\s+)?awarded`,
    String.raw`(?:won|landed|scooped)`,
    'approved',
    'raised',
    String.raw`rais(?:e|ing)`,
    String.raw`generat(?:ed|ing)`,
    String.raw`contribut(?:ed|es|ing)${UP_TO}`,
    'delivered',
    String.raw`backed\s+by`,
    String.raw`funded\s+(?:by|with)`,
    String.raw`(?:grants|projects|deals|investments|contracts)\s+worth${UP_TO}`,
    String.raw`worth\s+(?:more\s+than|over|nearly|almost|around|about|an\s+estimated)`,
    String.raw`(?:already|have|has|had)\s+received`,
    'drew',
    String.raw`paid\s+out`,
    String.raw`sales(?:\s+of)?`,
    String.raw`exports?`,
    'exported',
    'GVA',
    'lending',
    String.raw`deals?`,
    'made',
    'handled',
    String.raw`announce[ds]?`,
    'put',
    'extra',
    'additional',
    'another',
    'added',
    'saved',
    'savings',
    'achieved',
    String.raw`accounted\s+for`,
    'facilitated',
    String.raw`(?:a\s+)?combined`,
    String.raw`average(?:\s+(?:deal|loan|grant|award|size|investment))?(?:\s+is)?`,
    String.raw`averag(?:es|ing|ed)`,
    'mean',
    String.raw`typical(?:\s+(?:award|grant|loan))?(?:\s+is)?`,
    String.raw`bringing|brought`,
    'spent',
    'gone',
    String.raw`market\s+at`,
    'remaining',
    String.raw`pass(?:es|ed)`,
    String.raw`(?:tops|topped|hits|reaches|reached)`,
    'worth',
    String.raw`grow\s+to`,
    String.raw`prize\s+of\s+its\s+kind\s+at`,
  ],
  String.raw`${FILLER}(?:\s+(?:up\s+to|£?\d[\d,.]*\s*(?:m|bn|million|billion)?\s+and))?`,
);

/**
 * A sentence about money that has already moved: "this year's prizes were worth £78,000",
 * "the biggest awards, £250,000 each, went to …", "residents have received £500,000 …, £156,000 …".
 * Its sums are what others got, unless a cue before one offers it.
 */
export const MONEY_MOVED_IN_SENTENCE =
  /\b(?:(?:were|was)\s+worth|went\s+to|(?:have|has|had)\s+(?:now\s+|already\s+)?(?:received|been\s+(?:paid|awarded|given))|paid\s+out|each\s+got)\b/i;

/** What one pays after the sum: "+ VAT", "per delegate", "a £100 fee", "a £500 fine". */
export const PRICE_AFTER =
  /^\s*(?:\+\s*VAT|(?:plus|\+|inc\.?|including|excluding|ex\.?)\s+VAT|per\s+(?:person|head|hour|night|ticket|delegate|employee|place|attendee|table|stall|pitch)|pp\b|a\s+head\b|\/\s*(?:hour|person|head)|(?:for\s+)?(?:non-)?members\b|donation|deposit|(?:for\s+)?(?:lunch|dinner|breakfast)\b|of\s+spend|(?:(?:admission|entry|booking|application|registration|licen[cs]e|joining|membership|annual|late|flat)\s+)?(?:fees?|charges?|levy|fine|penalty)\b)/i;

/** A sum by the year or month: a fee, a salary or an economy's, unless it was offered ("up to £5,000 a year"). */
export const RATE_AFTER =
  /^\s*(?:(?:a|per|each)\s+(?:year|month|week|day|annum)\b|\/\s*(?:year|month|week|day)\b|annually\b)/i;

/**
 * A rate per thing bought, planted or sold ("£6,800 a hectare", "£200 per lifejacket", "£13.45
 * for every £1 invested"): what one business gets depends on how many, so it is no maximum.
 */
export const PER_UNIT_AFTER =
  /^\s*(?:(?:a|per|each|for\s+(?:each|every))\s+(?:hectare|ha|acre|square\s+metre|metre|m2|tonne|kilometre|km|mile|lifejacket|transaction|unit|item|head\s+of\s+\w+|animal|tree)s?\b|(?:for|per)\s+every\s+£)/i;

// "£1,000 up to £51,000 rateable value": the measure may follow the sum.
export const THRESHOLD_AFTER =
  /^\s*(?:or\s+(?:more|less|over|under|above|below|higher|lower)|and\s+(?:over|above|under|below)|\+(?!\s*VAT)|in\s+(?:annual\s+)?(?:turnover|sales|revenue)|turnover|threshold|(?:in\s+)?rateable\s+values?\b|RV\b)/i;

/** A total for sure, whatever stood before: "£25m fund", "is available", "to the economy". */
/**
 * Money put up to create a fund: "using up to £175,000 of council reserves to create the Town
 * Centre Phoenix Fund" is the fund's whole size, even after "up to".
 */
export const CREATES_FUND_AFTER =
  /^\s*(?:of\s+(?:[\w-]+\s+){0,2}?(?:reserves|money|cash|funding)\s+)?to\s+(?:create|set\s+up|establish|launch)\s+(?:a|an|the|its|their|our|this)\s+(?:[\w'’&-]+\s+){0,5}?(?:fund|scheme|programme|pot)\b/i;

/**
 * A pot for several, even after "up to": "Up to £95,000 is available this time, enough to support
 * as many as four", "Up to £500,000 a year is being shared over four years among …".
 */
export const POT_FOR_SEVERAL_AFTER =
  /^(?:\s+(?:a|per|each)\s+(?:year|annum))?\s+(?:is|are|will\s+be)\s+(?:being\s+)?(?:shared|split|divided)\b|^[^.;£]{0,40}?\benough\s+(?:to|for)\s+(?:(?:support|fund|help|back|pay\s+for)\s+)?(?:as\s+many\s+as\s+|up\s+to\s+|around\s+|about\s+|at\s+least\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a\s+hundred|hundreds|dozens)\b/i;

/**
 * The top of a span of award sizes with words between its ends: "Grants range from £5,000 for
 * employers with up to 49 staff to £25,000 for those with up to 250".
 */
export const SPAN_TOP_BEFORE =
  /\b(?:ranges?|ranging|grants?|awards?|loans?|payments?)\s+(?:of\s+)?from\s+£\d[\d,.]*(?:k|m)?\b[^.;£]{0,60}?\bto\s*$/i;

export const TOTAL_AFTER = new RegExp(
  String.raw`^\s*(?:` +
    [
      // "£25m green growth fund", but not "£6,000 and the total budget".
      String.raw`(?:(?!(?:for|to|in|of|on|per|with|from|towards|the|an?|its|their|our|is|are|was|were|each)\s)[a-z-]+\s+){0,3}(?:fund|funds|scheme|programme|package|pot|budget|strand|initiative|competition|growth\s+deal|projects?|centre|hub|facility|building)\b`,
      String.raw`(?:invested|raised|lent|allocated|distributed|awarded|approved|share\s+of|extra|additional)\b`,
      String.raw`(?:is|are|was|were|has|have|had)\s+(?:\w+\s+){0,3}(?:invested|allocated|distributed|awarded|approved|shared|gone|paid|set\s+aside|being|to\s+be\s+shared|up\s+for\s+grabs|planned|earmarked|budgeted|ring-?fenced|committed)`,
      String.raw`(?:for|to|into)\s+the\s+(?:[\w-]+\s+){0,2}economy`,
      String.raw`gva\b`,
      String.raw`between\s+them`,
      // "up to £617 million across England": shared over a nation or a region.
      String.raw`across\s+(?:the|all|four|three|two|\d+|england|scotland|wales|northern\s+ireland|britain|great\s+britain)`,
      String.raw`(?:has\s+)?(?:already\s+)?gone\s+to`,
      // "£1.3 million in grants and loans to around forty start-ups": shared by a number of them.
      String.raw`(?:in\s+(?:grants?|loans?|funding|investment|awards?)(?:\s+and\s+(?:grants?|loans?|investment|awards?))?\s+)?(?:paid\s+)?to\s+(?:more\s+than\s+|over\s+|almost\s+|nearly\s+|around\s+|about\s+|some\s+)?(?:\d[\d,]*|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|hundreds\s+of|dozens\s+of)\s+(?:[\w-]+\s+){0,2}?(?:businesses|projects|firms|companies|organisations|groups|enterprises|start-?ups|entrepreneurs)`,
      String.raw`to\s+share`,
      // "pays £24,000 a year into the fund", "up to £100,000 in the pot this time": the pot.
      String.raw`(?:(?:a|per|each)\s+(?:year|annum)\s+)?into\s+(?:the|a|its|this)\s+(?:[\w-]+\s+){0,2}?(?:fund|pot|scheme|kitty)\b`,
      String.raw`in\s+the\s+(?:pot|kitty)\b`,
      String.raw`in\s+(?:more\s+than\s+|over\s+)?\d[\d,]*\s+(?:businesses|projects|firms|companies|organisations|enterprises)`,
      String.raw`in\s+(?:added\s+value|sales|exports|gva|savings)`,
      String.raw`of\s+(?:[\w-]+\s+){0,2}(?:sales|exports|goods|savings|added\s+value|lending|deals|public\s+contracts|contracts|match\s+funding|investment)\b`,
      String.raw`(?:boost|investment|funding)\s+for\b`,
      String.raw`more\s+than\s+(?:the|last|in|a)\b`,
    ].join('|') +
    ')',
  'i',
);
/** A named fund or its backer: "£6m Scottish Microfinance Fund", "£3m from the Start Up Loans Company". */
export const NAMED_TOTAL_AFTER =
  /^\s*(?:(?:(?:[A-Z0-9][\w&'’+-]*|and|&|of|for|the)\s+){0,6}(?:Fund|Funds|Scheme|Programme|Package|Deal|Initiative|Competition|Pot|Grants|Loans|Awards|fund|scheme|programme|project)\b|from\s+(?:the\s+)?[A-Z])/;
/** The sum is meant for households, not businesses: "£100 payments for low-income households". */
export const HOUSEHOLDS = /\b(?:households|residents|families|pensioners|tenants)\b/i;

/** Offered to several organisations together, so more than one business would share it. */
export const SHARED_BY_SEVERAL =
  /\b(?:partnerships?\s+(?:bids?|applications?|projects?)|consorti(?:a|um)|collaborative\s+(?:bids?|projects?|applications?)|joint\s+(?:bids?|applications?)|clusters?\s+of|lead\s+partners?)\b[^.;£]{0,40}$|\b(?:two|three|several|\d+)\s+or\s+more\s+(?:businesses|firms|companies|organisations|applicants|groups)\s+(?:work|working|apply|applying|bid|bidding|come|coming|join|joining)\s+together\b[^.;£]{0,70}$/i;

/** Said after the sum: "up to £20,000 where two or more businesses apply together". */
export const SHARED_AFTER =
  /^[^.;£]{0,20}?\b(?:(?:where|when|if)\s+(?:two|three|several|\d+)\s+or\s+more\s+(?:businesses|firms|companies|organisations|applicants)|for\s+(?:joint|collaborative|partnership)\s+(?:applications?|bids?|projects?))\b/i;

/** A sum of £10m or more is one business's only with words as plain as these. */
export const STRONG_OFFER_BEFORE =
  /\b(?:up\s+to|maximum|(?:grants?|loans?|finance|investments?|facilit(?:y|ies))\s+of)\b[^.;£]{0,12}$/i;

/** Money said to be available: the pot, unless an award is named with it ("grants of up to £3,000 are available"). */
export const AVAILABLE_AFTER =
  /^\s*(?:of\s+(?:grant\s+)?funding\s+)?(?:(?:is|are|has\s+been|have\s+been|will\s+be)\s+(?:\w+\s+){0,2}(?:available|on\s+offer|made\s+available)|available\s+(?:to|for|in|this|across|over|through))/i;
/** "Now open with £500,000 available": the pot a scheme opens with. */
export const OPENS_WITH_BEFORE =
  /\bwith\s+(?:a\s+(?:total\s+of\s+)?|some\s+|about\s+|around\s+)?$/i;
export const AVAILABLE_ALONE_AFTER =
  /^\s*(?:available\b(?!\s+(?:to|for)\s+(?:each|every|one|a\s+single)\b)|to\s+(?:award|give\s+out|distribute|allocate|share\s+out)\b)/i;
export const AWARD_NAMED =
  /\b(?:grants|awards|loans|vouchers|bursaries|prizes|payments)\b|\b(?:a|an|one|each)\s+(?:[\w-]+\s+)?(?:grant|award|loan|voucher|bursary|prize|payment)\b/i;

/** Said to be for each applicant, wherever it sits in the clause: "£1.5m is available for each project". */
export const PER_APPLICANT_AFTER =
  /^(?:\s*each\b|[^.;£]{0,40}?\b(?:per|(?:for|to)\s+(?:each|every)(?:\s+(?:successful|eligible|qualifying|new|small|local))?)\s+(?:business|project|applicant|company|organisation|firm|enterprise|premises|award|application|group|challenge)\b|\s+(?:for|to)\s+the\s+(?:business|firm|company)\b)/i;

/**
 * Paid per person taken on: "£3,000 for each new apprentice", "£1,500 per hire". One business's
 * total depends on how many it hires, so the sum is no business's maximum (docs/tagging.md)
 * unless the text caps the heads per business (HEAD_CAP).
 */
export const PER_HEAD_AFTER =
  /^\s*(?:each\s+)?(?:(?:for|to)\s+(?:each|every)|per|a)\s+(?:(?:new|eligible|qualifying|additional|young|extra)\s+)?(?:apprentices?|apprenticeships?|learners?|recruits?|hires?|employees?|new\s+starts?|starters?|young\s+(?:person|people)|jobs?(?:\s+created)?|trainees?|graduates?|interns?|workers?|staff\s+members?|members?\s+of\s+staff)\b/i;

/** "ten learners": the count words a cap on heads is written with, one to twelve. */
const COUNT_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
/**
 * How many people one business may be paid for: "for a maximum of three apprentices per
 * business", "payments are capped at ten learners per business", "for up to five new recruits".
 */
const HEAD_CAP = new RegExp(
  String.raw`\b(?:(?:for\s+)?a\s+maximum\s+of|(?:for\s+)?up\s+to|capped\s+at|limited\s+to|no\s+more\s+than|at\s+most)\s+(\d{1,2}|${COUNT_WORDS.join('|')})\s+(?:(?:new|eligible|qualifying|young)\s+)?(?:apprentices?|apprenticeships|learners|recruits|hires|employees|new\s+starts|starters|young\s+people|jobs|trainees|graduates|interns|workers|members\s+of\s+staff|staff)\b`,
  'i',
);

/** The number of people one business may be paid for, when the text caps it. */
export function headCap(text: string): number | null {
  const m = HEAD_CAP.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const counted = COUNT_WORDS.indexOf(word);
  return counted >= 0 ? counted + 1 : Number(word);
}

/** Offers that may be a fund's: "offers £34 million of grants" is a pot, "offers up to £5,000" is not. */
export const WEAK_OFFER_BEFORE = /\b(?:offers?|offering|provides?|providing)\s*$/i;

/** Probably a total unless an offer cue stood before it: "£2,000 of seed funding", "£3m in grants". */
export const PART_OF_TOTAL_AFTER =
  /^\s*(?:of\s+(?:[\w-]+\s+){0,3}(?:funding|money|support|grants?|loans?)\b|in\s+(?:[\w-]+\s+)?(?:grants|loans)\b|(?:[\w-]+\s+){0,3}(?:funding|investment)\b|for\s+(?:the\s+)?(?:local\s+)?(?:businesses|firms|projects|households|groups)\b)/i;

/** After a sum, words that make it an award: "a £2,000 grant", "£5k per project", "in prize money". */
export const OFFER_AFTER =
  /^\s*(?:(?:[A-Z][\w&'’-]*\s+){0,5})?(?:one-off\s+)?(?:(?:upper\s+)?limit\s+will|grants?|awards?|loans?|vouchers?|bursar(?:y|ies)|prizes?|top-ups?|payments?|in\s+prize\s+money|per\s+(?:business|project|applicant|company|organisation|firm|enterprise|premises|property|award|application|group|person\s+supported)|for\s+(?:each|every|any\s+one)\s+(?:business|premises|property|applicant|enterprise)|for\s+your\s+first)\b/i;

/**
 * Help in kind, not money: "up to £15,000 of in-kind support", "in-kind support worth £3,000".
 * Mentoring time or services valued in pounds are not a sum a business receives.
 */
export const IN_KIND_AFTER =
  /^\s*(?:(?:of|in)\s+)?(?:(?!(?:and|or|plus|with)\b)[\w-]+\s+){0,2}?in[- ]kind\b/i;
export const IN_KIND_BEFORE = /\bin[- ]kind\b[^.;£]{0,30}$/i;
