/** Course contracts, one module per job: the course, its image, materials, statistics, catalogue, queries and bodies. */
export * from './course';
export * from './image';
export * from './materials';
export * from './stats';
export * from './catalogue';
export * from './queries';
export * from './requests';
