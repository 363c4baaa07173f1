export { area } from './area';
export { MaterialCodeSelect } from './material/selects';
