export { DictTag } from './DictTag';
export { DictSelect } from './DictSelect';
export { DictRadio } from './DictRadio';
export { DICT_QUERY_KEY, useDict, useRefreshDicts } from './use-dict';
export { LIST_CLASS_COLOR, findEntry, tagColor } from './list-class';
