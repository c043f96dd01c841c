/**
 * Extraction, round seven: phrasings met on announcements of awards, fairs and meetings that
 * the extractor had never seen (sentences of our own). Every item is read as published on Friday
 * 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round seven: event starts', () => {
  itReadsEach('eventStart', [
    // Awards and shows name no event word; being presented or staged on a day makes one.
    [
      'The Borders Retail Awards, now in their ninth year, will be presented on Friday 14 March at the Tontine Hotel.',
      '2025-03-14T00:00',
    ],
    ['The trade awards will be staged on 6 February in Perth.', '2025-02-06T00:00'],
    // An invitation to a venue on a day, with its time range.
    [
      'We invite members to the Corn Exchange on 12 February, from 3.45pm to 5pm, to talk through the new packaging rules.',
      '2025-02-12T15:45',
    ],
    // The day's start time opens the next sentence.
    [
      'Fife Business Day returns on 28 February with a full programme. From 12pm the afternoon brings talks and networking.',
      '2025-02-28T12:00',
    ],
  ]);

  it.each([
    // Tonight's awards, and tonight told of ahead with "will", are the publication day.
    [
      'Record entries for tonight’s Angus Hospitality Awards',
      'Finalists and guests are due at the gala dinner in the hotel.',
    ],
    [
      'Awards night',
      'Forty firms entered and tonight ten of them will collect a trophy. Guests arrive for the dinner at seven.',
    ],
    [
      'Letter from the editor',
      'Our business awards dinner is back after a year away. So tonight, at the Station Hotel, we will honour the best of the district.',
    ],
  ])('today: %s', (title, text) => {
    expect(local(facts(text, title).eventStart)).toBe('2025-01-10T00:00');
  });

  itReadsNone('eventStart', [
    // An anniversary is not an event's day.
    'A personal anniversary falls on 1 March, and the chamber dinner is in a few weeks.',
    'The motion congratulates the federation, which runs networking events, on celebrating its 50th anniversary on 15 September 2025.',
    // Tonight's event called off has no start.
    'The awards event that was due to take place tonight has had to be postponed.',
    'We have taken the decision not to proceed with tonight’s awards dinner.',
    // "Tonight" in the past tense, or with no event in the item, stays unread.
    'Tonight the chamber was told its grant had been cut; the AGM was held last week.',
    // An award presented in the past is reported, not announced.
    'The trophy was presented on 3 January at the club dinner.',
  ]);

  it('an invitation to apply is not an invitation to a place', () => {
    expect(
      facts(
        'We invite businesses to apply for the grant by 28 February. The workshop list follows.',
      ).eventStart,
    ).toBeNull();
  });
});

describe('round seven: closing dates', () => {
  itReadsEach('deadline', [
    // A call that closes to applications at the end of a month closes on its last day.
    ['The scheme closes to applications at the end of February.', '2025-02-28T23:59'],
    ['The fund closes for entries at the end of March 2025.', '2025-03-31T23:59'],
    // A page read after the close still names the day applications closed.
    [
      'Submissions closed on 3 January 2025 and no new applications are being taken.',
      '2025-01-03T23:59',
    ],
  ]);

  itReadsNone('deadline', [
    // A fund that closed when its money ran out names no deadline.
    'The fund closed on 1 December 2024 as all grants were allocated.',
    // The project running to the end of a month is not a closing date.
    'The project runs to the end of March, and applications are welcome at any time.',
  ]);
});
