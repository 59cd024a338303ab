export * from './types';
export * from './operations';
export * from './events';
