export * from './cold';
export * from './food';
export * from './starvation';
export * from './healing';
