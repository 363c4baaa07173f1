export { area } from './area';
export { LogScreen } from './log-retention/LogScreen';
