/**
 * Round four of the offline tagger's regions (docs/tagging.md): national items that name a
 * venue, a base or a comparison. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { regionsFor } from '../src/tagging/regions.ts';

const regionsOf = (
  title: string,
  body: string,
  sourceRegions: string[],
  category: Parameters<typeof regionsFor>[1],
) => Object.keys(regionsFor({ title, body, sourceRegions }, category)).sort();

describe('a national cue covers the places named beside it', () => {
  it('keeps Scotland alone when an item open across Scotland names its host city', () => {
    expect(
      regionsOf(
        'Makers fair returns',
        'Craft businesses from across Scotland can book a stall. The fair is held in Dundee on Saturday 3 May.',
        ['scotland'],
        'events',
      ),
    ).toEqual(['scotland']);
  });

  it('keeps the UK alone when a week of events across the UK opens in one city', () => {
    expect(
      regionsOf(
        'Export week begins',
        'More than 80 free sessions take place across the UK this week, starting with a launch in Leeds on Monday.',
        ['uk'],
        'events',
      ),
    ).toEqual(['uk']);
  });
});

describe('a title naming the nation', () => {
  it('is not narrowed by a comparison with the rest of the UK', () => {
    expect(
      regionsOf(
        "Scotland's angel investors back more seed rounds",
        'Investment in young firms grew faster than anywhere in the UK outside London, the survey found.',
        ['scotland'],
        'market-insights',
      ),
    ).toEqual(['scotland']);
  });
});

describe("a publisher's own nation", () => {
  it("drops another nation's place named in passing beside one of its own", () => {
    expect(
      regionsOf(
        'Breakfast briefing on the harbour plans',
        'Join us at the Marcliffe Hotel in Aberdeen on Tuesday 4 March at 8am, with a speaker joining by video link from Manchester.',
        ['scotland', 'north-east-scotland'],
        'events',
      ),
    ).toEqual(['north-east-scotland']);
  });

  it('keeps it when the title names it', () => {
    expect(
      regionsOf(
        'Aberdeen firms head to Manchester trade show',
        'Join us at the Marcliffe Hotel in Aberdeen on Tuesday 4 March at 8am to plan the trip to Manchester.',
        ['scotland', 'north-east-scotland'],
        'events',
      ).includes('england'),
    ).toBe(true);
  });
});

describe('what went before', () => {
  it("does not take where last year's projects were for where a fund applies", () => {
    expect(
      regionsOf(
        'Community food fund reopens',
        'The Scottish Government invites bids of up to £4,000 from food businesses across the country. Last year 30 projects were backed, including producer groups in Orkney and Fife.',
        ['uk'],
        'funding',
      ),
    ).toEqual(['scotland']);
  });

  it("does not take an earlier edition's venue for this one's", () => {
    expect(
      regionsOf(
        'Seafood showcase',
        'The national seafood showcase, held in Inverness last year, invites exhibitors for its next edition.',
        ['scotland'],
        'events',
      ),
    ).toEqual(['scotland']);
  });
});

describe("a UK-wide publisher naming one nation's bodies", () => {
  it("reads an item whose only places are a nation's bodies as that nation's", () => {
    expect(
      regionsOf(
        'Employers worry about a paused hiring incentive',
        'Small firms say the pause will hurt. The Scottish Government asked Skills Development Scotland to review the payment.',
        ['uk'],
        'market-insights',
      ),
    ).toEqual(['scotland']);
  });

  it('keeps the UK when a body of the UK is named too', () => {
    expect(
      regionsOf(
        'Employers worry about a paused hiring incentive',
        'Small firms say the pause will hurt. HMRC and the Scottish Government are reviewing the payment.',
        ['uk'],
        'market-insights',
      ),
    ).toEqual(['uk']);
  });
});

describe("an event's date", () => {
  it('anchors the place in the sentence that gives it, like a time of day', () => {
    expect(
      regionsOf(
        'Annual social enterprise gathering',
        'Tickets are nearly gone. The gathering is at a hotel in Kilmarnock on 8 and 9 October, with a dinner on the first night.',
        ['scotland'],
        'events',
      ),
    ).toEqual(['ayrshire']);
  });
});

describe("a local publisher's national news", () => {
  it('reads a title naming only Scotland as Scotland when no place of its patch is named', () => {
    expect(
      regionsOf(
        'Scottish export awards: entries extended',
        'Entries for the awards are now due on Monday 5 June. You can enter yourself or nominate a supplier.',
        ['tayside-fife'],
        'events',
      ),
    ).toEqual(['scotland']);
  });

  it('keeps a national fund it hands out on its own patch', () => {
    expect(
      regionsOf(
        'Scottish Government hardship grants open',
        'Grants of up to £2,000 are open now. Apply online by 30 June.',
        ['tayside-fife'],
        'funding',
      ),
    ).toEqual(['tayside-fife']);
  });
});

describe('a fair abroad in the title', () => {
  it('is abroad even when the item reads as a report', () => {
    expect(
      regionsOf(
        'Welsh food makers return to the trade fair in Paris',
        'Twelve producers will exhibit on the Wales pavilion this week.',
        ['wales'],
        'market-insights',
      ),
    ).toEqual(['international', 'wales']);
  });

  it('is not abroad for a guide', () => {
    expect(
      regionsOf(
        'Selling at the trade fair in Paris: a checklist',
        'Book the pavilion space early and check the labelling rules.',
        ['wales'],
        'courses-guides',
      ),
    ).toEqual(['wales']);
  });
});

describe("Scotland's event venues", () => {
  it.each([
    ['at Murrayfield', 'edinburgh-lothians'],
    ['at the Royal Highland Centre', 'edinburgh-lothians'],
    ['at Hampden Park', 'glasgow-clyde'],
    ['at the OVO Hydro', 'glasgow-clyde'],
    ['in the Caird Hall', 'tayside-fife'],
    ['at TECA', 'north-east-scotland'],
    ['at Eden Court', 'highlands-islands'],
  ])("places a national body's event %s", (venue, region) => {
    expect(
      regionsOf(
        'Food and drink buyers day',
        `Producers can meet buyers ${venue} on Tuesday 4 March.`,
        ['scotland'],
        'events',
      ),
    ).toEqual([region]);
  });
});

describe("a local publisher's own patch", () => {
  it("outweighs a peer agency's region named in its opening sentence", () => {
    expect(
      regionsOf(
        'What we told the committee',
        'Our director gave evidence with colleagues from South of Scotland Enterprise. Firms across Orkney and Shetland have had a hard winter.',
        ['scotland', 'highlands-islands'],
        'market-insights',
      ),
    ).toEqual(['highlands-islands']);
  });

  it("gives way to Scotland when it says 'across the country' and names several sub-regions", () => {
    expect(
      regionsOf(
        "Development bank's second year",
        'The bank has put money into firms across the country, from Inverness to Dumfries.',
        ['edinburgh-lothians'],
        'market-insights',
      ),
    ).toEqual(['scotland']);
  });
});

describe("a one-nation publisher's report", () => {
  it('does not move to another nation it is compared with', () => {
    expect(
      regionsOf(
        'Fewer of our small firms sell abroad',
        'Only 7% of our small firms export, against 12% of businesses in the North West of England.',
        ['scotland'],
        'market-insights',
      ),
    ).toEqual(['scotland']);
  });

  it('still follows its event to another nation', () => {
    expect(
      regionsOf(
        'Investor showcase',
        'Our showcase for investors is held in Manchester on Thursday 6 March at 10am.',
        ['scotland'],
        'events',
      ),
    ).toEqual(['england']);
  });
});

describe("an English adviser's guide to a UK-wide rule", () => {
  it('applies across the UK when it names no place', () => {
    expect(
      regionsOf(
        'Is your business ready for Making Tax Digital?',
        'From April every VAT-registered business must keep digital records and file returns through compatible software. HMRC will no longer accept returns typed into its own portal.',
        ['england'],
        'courses-guides',
      ),
    ).toEqual(['uk']);
  });

  it("stays the adviser's when it is about England, or is a local grant", () => {
    expect(
      regionsOf(
        'Hiring an apprentice in England',
        'Employers in England taking on an apprentice can claim £1,000 and must pay at least the apprentice rate of the national minimum wage.',
        ['england'],
        'courses-guides',
      ),
    ).toEqual(['england']);
    expect(
      regionsOf(
        'Micro business grants open',
        'Grants of up to £2,000 help micro businesses with equipment; the grant cannot pay for VAT or for the minimum wage of staff.',
        ['england'],
        'funding',
      ),
    ).toEqual(['england']);
  });
});
