/** How `thistle status` counts an organisation: by the healthiest thing it is watched through. */
import { describe, expect, it } from 'vitest';
import { classifyOrganisation } from '../src/sources/watch-status.ts';

type Row = Parameters<typeof classifyOrganisation>[0];
const row = (over: Partial<Row>): Row => ({
  id: 'o',
  parentId: null,
  enabled: true,
  type: 'html',
  discoveryStatus: 'not-needed',
  consecutiveFailures: 0,
  ...over,
});

describe('an organisation is watched', () => {
  it('through a feed when any healthy target is a feed', () => {
    expect(classifyOrganisation(row({ type: 'rss' }), [])).toBe('throughFeed');
    expect(
      classifyOrganisation(row({ discoveryStatus: 'found' }), [row({ id: 'c', type: 'ical' })]),
    ).toBe('throughFeed');
    // The feed failing leaves the listing.
    expect(
      classifyOrganisation(
        row({ type: 'atom', discoveryStatus: 'found', consecutiveFailures: 2 }),
        [row({ id: 'c', type: 'html' })],
      ),
    ).toBe('throughListing');
  });

  it('not yet: still to discover, nothing found, or everything failing', () => {
    expect(classifyOrganisation(row({ discoveryStatus: 'pending' }), [])).toBe('notDiscovered');
    expect(classifyOrganisation(row({ discoveryStatus: 'nothing' }), [])).toBe('nothingFound');
    expect(
      classifyOrganisation(row({ discoveryStatus: 'pending', consecutiveFailures: 3 }), []),
    ).toBe('failing');
    expect(classifyOrganisation(row({ type: 'rss', consecutiveFailures: 1 }), [])).toBe('failing');
    // A disabled further target does not count.
    expect(
      classifyOrganisation(row({ discoveryStatus: 'pending' }), [
        row({ id: 'c', type: 'rss', enabled: false }),
      ]),
    ).toBe('notDiscovered');
  });

  it('not at all when disabled', () => {
    expect(classifyOrganisation(row({ enabled: false, type: 'rss' }), [])).toBe('disabled');
  });
});
