export { area } from './area';
export { AlarmCounters } from './AlarmCounters';
