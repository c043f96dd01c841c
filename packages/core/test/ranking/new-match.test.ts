import { describe, expect, it } from 'vitest';
import { newMatchTitle, startOfLondonDay } from '../../src/notifications/new-match.ts';

describe('new-match notifications', () => {
  it('words the title for each category', () => {
    expect(newMatchTitle('funding', 'Fife Growth Grant')).toBe(
      'New funding you may be eligible for: Fife Growth Grant',
    );
    expect(newMatchTitle('events', 'Meet the Buyer:')).toBe(
      'New event you may want to join: Meet the Buyer',
    );
    expect(newMatchTitle('market-insights', 'Export survey')).toBe(
      'New market insight for you: Export survey',
    );
    expect(newMatchTitle('courses-guides', 'VAT basics')).toBe('New guide for you: VAT basics');
  });

  it('counts the day from midnight in London, in winter and in summer time', () => {
    expect(startOfLondonDay(new Date('2027-01-10T12:00:00Z')).toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
    expect(startOfLondonDay(new Date('2027-07-10T12:00:00Z')).toISOString()).toBe(
      '2027-07-09T23:00:00.000Z',
    );
    // 00:30 BST on 10 July is still 9 July in UTC, but already the 10th in London.
    expect(startOfLondonDay(new Date('2027-07-09T23:30:00Z')).toISOString()).toBe(
      '2027-07-09T23:00:00.000Z',
    );
    // The day the clocks go forward (28 March 2027) began at midnight GMT.
    expect(startOfLondonDay(new Date('2027-03-28T20:00:00Z')).toISOString()).toBe(
      '2027-03-28T00:00:00.000Z',
    );
  });
});
