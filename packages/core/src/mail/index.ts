export * from './templates.ts';
export * from './send-mail.ts';
export * from './deliver.job.ts';
