/** Public surface of `src/shared`: pure domain rules and API contracts, no I/O. */
export * from './messages';
export * from './domain/dates';
export * from './domain/phone';
export * from './domain/text';
export * from './domain/status';
export * from './domain/timetable';
export * from './domain/inspection';
export * from './domain/rota';
export * from './domain/vehicle-models';
export * from './contracts/common';
export * from './contracts/auth';
export * from './contracts/appointments';
export * from './contracts/notes';
export * from './contracts/vehicle-annotations';
export * from './contracts/settings';
export * from './contracts/events';
