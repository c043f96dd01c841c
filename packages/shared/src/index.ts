export * from './errors.ts';
export * from './taxonomy.ts';
export * from './constants.ts';
export * from './password-rules.ts';
export * from './contracts/health.ts';
export * from './contracts/waitlist.ts';
export * from './contracts/public-config.ts';
export * from './contracts/auth.ts';
