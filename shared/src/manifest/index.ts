export * from './types';
export * from './access';
export * from './operations';
export * from './event-types';
export * from './events';
