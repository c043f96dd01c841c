export * from './ics.ts';
export * from './owner-calendar.ts';
