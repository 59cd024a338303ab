export * from './types';
export * from './route-methods';
export * from './throttles';
export * from './access';
export * from './operations';
export * from './event-types';
export * from './events';
