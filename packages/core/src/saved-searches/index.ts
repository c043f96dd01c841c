export * from './saved-searches.ts';
export * from './check-saved-searches.ts';
export * from './saved-searches.job.ts';
