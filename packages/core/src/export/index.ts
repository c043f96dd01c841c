export * from './bookmarks-csv.ts';
export * from './owner-export.ts';
