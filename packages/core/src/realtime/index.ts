export * from './publish-change.ts';
export * from './read-events.ts';
export * from './live-sessions.ts';
