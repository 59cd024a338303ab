export * from './fields';
export * from './common';
export * from './auth';
export * from './profile';
export * from './uploads';
export * from './notifications';
export * from './system';
export * from './events';
