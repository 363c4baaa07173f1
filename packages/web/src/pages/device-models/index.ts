export { area } from './area';
export { MODEL_OPTIONS_KEY, ModelSelect, useModelOptions } from './ModelSelect';
