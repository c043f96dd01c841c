export * from './deadline-reminders.ts';
export * from './item-change-notices.ts';
export * from './reminders.job.ts';
