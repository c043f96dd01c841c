export * from './contracts.ts';
export * from './tagging/index.ts';
