import { messageTexts } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { RESOLVING_RESULT_TEXTS, envelopeOf, isSessionExpiredText, statusAction } from './status';

describe('statusAction', () => {
  it('resolves 1001 and a missing status', () => {
    expect(statusAction({ status: 1001, result: 'ok' }, 'en')).toEqual({ kind: 'resolve' });
    expect(statusAction({}, 'en')).toEqual({ kind: 'resolve' });
  });

  it('asks to sign in again on 401, whatever the text', () => {
    expect(statusAction({ status: 401, result: messageTexts('sessionInvalid').zh }, 'zh')).toEqual({
      kind: 'relogin',
      text: messageTexts('sessionInvalid').zh,
    });
    expect(statusAction({ status: 401 }, 'en')).toEqual({ kind: 'relogin', text: messageTexts('unauthorized').en });
  });

  it('shows the mapped text as an error message on 403 and 500', () => {
    expect(statusAction({ status: 403, result: 'raw' }, 'es')).toEqual({ kind: 'error', text: messageTexts('forbidden').es });
    expect(statusAction({ status: 500 }, 'ja')).toEqual({ kind: 'error', text: messageTexts('unknown').ja });
  });

  it('warns on 601', () => {
    expect(statusAction({ status: 601, result: messageTexts('repeatSubmit').en }, 'en')).toEqual({
      kind: 'warning',
      text: messageTexts('repeatSubmit').en,
    });
  });

  it('notifies other statuses with the result text, else the mapped text', () => {
    expect(statusAction({ status: 400, result: messageTexts('badCredentials').en }, 'en')).toEqual({
      kind: 'notify',
      text: messageTexts('badCredentials').en,
    });
    expect(statusAction({ status: 404 }, 'zh')).toEqual({ kind: 'notify', text: messageTexts('notFound').zh });
    expect(statusAction({ status: 429, result: { not: 'text' } }, 'en')).toEqual({
      kind: 'notify',
      text: messageTexts('tooManyRequests').en,
    });
    expect(statusAction({ status: 418 }, 'en')).toEqual({ kind: 'notify', text: messageTexts('unknown').en });
  });

  it('resolves device texts that still carry data, in every language', () => {
    for (const texts of RESOLVING_RESULT_TEXTS) {
      for (const text of Object.values(texts)) {
        expect(statusAction({ status: 400, result: text }, 'en'), text).toEqual({ kind: 'resolve' });
      }
    }
    expect(statusAction({ status: 400, result: ' Read failed. ' }, 'en')).toEqual({ kind: 'resolve' });
  });

  it('logs out on a "login expired" text in any language', () => {
    for (const text of Object.values(messageTexts('sessionInvalid'))) {
      expect(isSessionExpiredText(text)).toBe(true);
      expect(statusAction({ status: 400, result: text }, 'en')).toEqual({ kind: 'logout', text });
    }
    expect(isSessionExpiredText('Something else')).toBe(false);
  });
});

describe('envelopeOf', () => {
  it('takes a body with a numeric status as the envelope', () => {
    expect(envelopeOf({ status: 400, result: 'no' }, 200)).toEqual({ status: 400, result: 'no' });
  });

  it('reads a failed HTTP answer without an envelope (a proxy page, an empty body) as that status', () => {
    expect(envelopeOf('<html>Bad gateway</html>', 502)).toEqual({ status: 502 });
    expect(envelopeOf(null, 404)).toEqual({ status: 404 });
    expect(envelopeOf({ status: 'broken' }, 500)).toEqual({ status: 500 });
  });

  it('has no envelope for a successful answer that carries none', () => {
    expect(envelopeOf('plain text', 200)).toBeNull();
    expect(envelopeOf(null, 204)).toBeNull();
  });
});
