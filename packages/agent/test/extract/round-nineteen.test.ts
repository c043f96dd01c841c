/**
 * Extraction, round nineteen: shapes met while writing the nineteenth round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round nineteen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // The rateable value may follow its sum: a limit on who may apply, not an award.
      [
        'Grants are £2,000 for premises up to £51,000 rateable value, or £3,000 for larger ones.',
        3000,
      ],
      ['Open businesses get £1,000 up to £51,000 rateable value.', 1000],
      // Whatever is valued, its value is a limit (round twenty).
      ['Pubs and cafes valued from £18,001 to £50,999 qualify for £25,000.', 25_000],
    ],
    'Hardship grants',
  );
});

describe('round nineteen: event starts', () => {
  // A page that is not an event's own dates its event in the sentence that names it: a date
  // elsewhere is a rule's, a grant's or a season's.
  itReadsNone(
    'eventStart',
    [
      'Apprentice rates rise by 5% from Monday 3 February. Firms new to us can book a place on our training course.',
      'The grant covers apprentices who start between 1 February and 31 July. Ask us about the courses we run.',
      'Shops may reopen from Friday 24 January. Our members meeting will follow once it is safe.',
    ],
    'Update for employers',
  );

  itReadsEach(
    'eventStart',
    [
      // No event word in the date's sentence, but a gathering somewhere: a venue, a host, a
      // named day (the event word is in another sentence).
      [
        'Pitch your idea at Moray College on Friday 14 February. Soup and networking follow.',
        '2025-02-14T00:00',
      ],
      [
        'Peebles Hydro will host the evening on 6 March. Finalists are named at a reception.',
        '2025-03-06T00:00',
      ],
      [
        'The Business Day returns on 28 February. Expect talks, stalls and networking.',
        '2025-02-28T00:00',
      ],
    ],
    'Back for another year',
  );
});
