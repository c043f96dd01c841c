export * from './llm-client.ts';
