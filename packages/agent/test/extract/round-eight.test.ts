/**
 * Extraction, round eight: phrasings from training items the rules had never seen when they were
 * written (rounds seven and eight of the labelled data), in sentences of our own. Every item is
 * read as published on Friday 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round eight: deadlines', () => {
  itReadsEach('deadline', [
    // Two closing dates joined by "and" are a list, not a range: the first still ahead counts.
    [
      'The fund has a maximum award of £2,000, in two rounds closing on 28 February 2025 and 31 August 2025.',
      '2025-02-28T23:59',
    ],
    // A time that heads the list of days applies to them.
    [
      'There are three application deadlines this year, each at 4pm: Tuesday 4 March, Friday 6 June and Monday 6 October.',
      '2025-03-04T16:00',
    ],
    // A consultation's window ends when responses are due.
    [
      'The consultation runs from 13 January to 7 April, and owners of holiday lets should respond.',
      '2025-04-07T23:59',
    ],
    ['The call for evidence is open until 21 March.', '2025-03-21T23:59'],
    // Still a range after "between".
    ['Apply between 3 February and 14 March.', '2025-03-14T23:59'],
  ]);

  itReadsNone('deadline', [
    // A festival's run is not a deadline, nor a consultation reported as over.
    'The food festival runs from 2 to 5 July on the harbour.',
    'The council held workshops on 3 February and 10 February for traders.',
  ]);

  it('reads "on 3 and 10 February" style lists of event days as their first day', () => {
    expect(
      local(
        facts('Drop-in sessions will be held on 3 February and 10 February at the library.')
          .eventStart,
      ),
    ).toBe('2025-02-03T00:00');
  });
});
