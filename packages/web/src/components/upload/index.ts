export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { acceptOf, kindsLabel, precheckFile, urlsOf } from './upload-check';
