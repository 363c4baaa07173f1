export { area } from './area';
export { CameraPlaybackAction } from './CameraPlaybackAction';
