import { describe, expect, it } from 'vitest';
import { UPLOAD_USES, uploadKindOfMime, uploadMimes, uploadRuleFor } from './uploads.js';
import { isHttpUrl } from './web-page.js';

describe('upload rules', () => {
  it('picks the exact field first, then the entity’s wildcard, else nothing', () => {
    expect(uploadRuleFor('editor', 'pic')).toBe(UPLOAD_USES.editorPic);
    expect(uploadRuleFor('user', 'avatar')?.maxMb).toBe(2);
    expect(uploadRuleFor('product', 'detailImage')).toBe(UPLOAD_USES.productImage);
    expect(uploadRuleFor('sharing', 'agreement')).toBe(UPLOAD_USES.sharingPicture);
    expect(uploadRuleFor('device', 'video')?.maxMb).toBe(100);
    expect(uploadRuleFor('device', 'other')).toBeUndefined();
    expect(uploadRuleFor('secrets', 'x')).toBeUndefined();
  });
  it('has the limits of each use', () => {
    expect(UPLOAD_USES.editorPic).toMatchObject({ maxMb: 5, kinds: ['jpg', 'png', 'gif'] });
    expect(UPLOAD_USES.healthCertificate).toMatchObject({ maxMb: 2, maxCount: 10 });
    expect(UPLOAD_USES.sharingPicture).toMatchObject({ maxMb: 2, maxCount: 6, kinds: ['png', 'jpg', 'bmp'] });
    expect(UPLOAD_USES.deviceImage.maxMb).toBe(10);
    expect(uploadMimes(UPLOAD_USES.deviceVideo)).toEqual(['video/mp4']);
  });
  it('maps MIME types, with the usual aliases, and nothing else', () => {
    expect(uploadKindOfMime('image/jpeg')).toBe('jpg');
    expect(uploadKindOfMime('image/jpg')).toBe('jpg');
    expect(uploadKindOfMime('image/x-ms-bmp')).toBe('bmp');
    expect(uploadKindOfMime('image/svg+xml')).toBeUndefined();
    expect(uploadKindOfMime('text/html')).toBeUndefined();
  });
});

describe('isHttpUrl (web page links)', () => {
  it('accepts absolute http and https addresses only', () => {
    expect(isHttpUrl('https://help.example/')).toBe(true);
    expect(isHttpUrl('http://10.0.0.1:8080/a?b=c')).toBe(true);
    for (const bad of ['ftp://x.example/', 'javascript:alert(1)', 'help.example', '/relative', 'https://', 'mailto:a@b.c', '']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});
