export { area } from './area';
export { DictTypeSelect } from './DictTypeSelect';
