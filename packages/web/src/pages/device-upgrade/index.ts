export { area } from './area';
export { MachinePicker } from './MachinePicker';
