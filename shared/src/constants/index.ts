export * from './roles';
export * from './company';
export * from './courses';
export * from './limits';
export * from './messages';
export * from './password';
export * from './uploads';
