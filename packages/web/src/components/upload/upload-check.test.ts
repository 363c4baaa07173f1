import { UPLOAD_USES } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { acceptOf, kindsLabel, nameOfUrl, precheckFile, urlsOf } from './upload-check';

const MB = 1024 * 1024;

describe('precheckFile', () => {
  it('accepts an image of the allowed kinds at the size bound', () => {
    expect(precheckFile({ type: 'image/png', size: 2 * MB }, UPLOAD_USES.avatar, 'en')).toBeNull();
    expect(precheckFile({ type: 'image/jpeg', size: 1 }, UPLOAD_USES.avatar, 'en')).toBeNull();
    expect(precheckFile({ type: 'image/gif', size: 5 * MB }, UPLOAD_USES.editorPic, 'en')).toBeNull();
  });

  it('refuses other kinds with the allowed-types message, in the language asked', () => {
    expect(precheckFile({ type: 'image/svg+xml', size: 10 }, UPLOAD_USES.avatar, 'en')).toBe('Only JPG/PNG/GIF images are allowed');
    expect(precheckFile({ type: 'text/plain', size: 10 }, UPLOAD_USES.avatar, 'zh')).toBe('只能上传 JPG/PNG/GIF 格式的图片');
    expect(precheckFile({ type: 'image/gif', size: 10 }, UPLOAD_USES.sharingPicture, 'en')).toBe('Only PNG/JPG/BMP images are allowed');
    expect(precheckFile({ type: '', size: 10 }, UPLOAD_USES.deviceVideo, 'en')).toBe('Only MP4 videos are allowed');
  });

  it('refuses one byte over the limit with the exact size message', () => {
    expect(precheckFile({ type: 'image/png', size: 2 * MB + 1 }, UPLOAD_USES.avatar, 'en')).toBe('File size must not exceed 2 MB!');
    expect(precheckFile({ type: 'image/png', size: 5 * MB + 1 }, UPLOAD_USES.editorPic, 'en')).toBe('File size must not exceed 5 MB!');
    expect(precheckFile({ type: 'video/mp4', size: 100 * MB + 1 }, UPLOAD_USES.deviceVideo, 'ja')).toBe(
      'ファイルサイズは 100 MB を超えてはいけません！',
    );
  });
});

describe('helpers', () => {
  it('label, accept, value lists and names', () => {
    expect(kindsLabel(UPLOAD_USES.avatar)).toBe('JPG/PNG/GIF');
    expect(acceptOf(UPLOAD_USES.avatar)).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/gif,.gif');
    expect(urlsOf(null)).toEqual([]);
    expect(urlsOf('/a.png')).toEqual(['/a.png']);
    expect(urlsOf(['/a.png', '', '/b.png'])).toEqual(['/a.png', '/b.png']);
    expect(nameOfUrl('/api/files/abc.png?x=1')).toBe('abc.png');
  });
});
