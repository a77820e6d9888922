/** Every route contract, by group. The manifest (functions/routes.ts) lists each once with its grants. */
export * from './account-data';
export * from './auth';
export * from './billing';
export * from './comparisons';
export * from './diner-profiles';
export * from './feedback';
export * from './geocoding';
export * from './health';
export * from './history';
export * from './library';
export * from './menus';
export * from './places';
export * from './profile';
export * from './speech';
export * from './translate';
export * from './usage';
export * from './verdict-reports';
