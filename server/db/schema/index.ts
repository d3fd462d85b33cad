export * from './auth.ts';
export * from './commerce.ts';
export * from './companies.ts';
export * from './content.ts';
export * from './investors.ts';
export * from './jobs.ts';
export * from './teams.ts';
export * from './users.ts';
