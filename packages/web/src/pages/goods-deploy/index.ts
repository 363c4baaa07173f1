export { area } from './area';
export { deployApi } from './api';
export { DeployStateTag, versionText } from './StateTag';
