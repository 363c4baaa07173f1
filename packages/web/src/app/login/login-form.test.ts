import { messageTexts } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../api/request-error';
import { checkLogin, describeLoginFailure } from './login-form';

describe('checkLogin', () => {
  it('trims the account and passes valid input on', () => {
    expect(checkLogin({ username: '  admin ', password: 'admin123', code: ' ab12 ' }, 'u-1', true, 'en')).toEqual({
      input: { username: 'admin', password: 'admin123', code: 'ab12', uuid: 'u-1' },
    });
  });

  it('reports each field in the chosen language', () => {
    const result = checkLogin({ username: ' ', password: 'abc' }, '', true, 'zh');
    expect('errors' in result && result.errors).toMatchObject({
      username: expect.stringContaining('账号'),
      password: expect.stringContaining('密码'),
      code: messageTexts('captchaRequired').zh,
    });
  });

  it('needs the code only while the captcha is on', () => {
    expect(checkLogin({ username: 'admin', password: 'admin123' }, '', false, 'en')).toHaveProperty('input');
    expect(checkLogin({ username: 'admin', password: 'admin123' }, 'u', true, 'en')).toEqual({
      errors: { code: messageTexts('captchaRequired').en },
    });
  });
});

describe('describeLoginFailure', () => {
  it('puts server field errors next to their fields', () => {
    const error = new RequestError('status', 400, 'bad', { errors: [{ field: 'code', message: messageTexts('captchaWrong').en }] }, 'bad');
    expect(describeLoginFailure(error, 'en')).toEqual({ fields: { code: messageTexts('captchaWrong').en } });
  });

  it('shows any other refusal above the button', () => {
    const error = new RequestError('status', 400, messageTexts('badCredentials').en, undefined, messageTexts('badCredentials').en);
    expect(describeLoginFailure(error, 'en')).toEqual({ fields: {}, text: messageTexts('badCredentials').en });
    expect(describeLoginFailure(new Error('boom'), 'es')).toEqual({ fields: {}, text: messageTexts('unknown').es });
  });
});
