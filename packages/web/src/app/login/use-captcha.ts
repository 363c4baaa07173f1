import type { CaptchaImage } from '@vr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../api/auth';

export interface CaptchaState {
  /** Until the server answered, the code is assumed to be required. */
  enabled: boolean;
  uuid: string;
  img: string;
  loading: boolean;
  refresh(): Promise<void>;
  /** The server's latest answer, waiting for one still on its way (a sign-in sent at once needs it). */
  settled(): Promise<CaptchaImage>;
}

/** Unreachable server: keep the field, so the user can retry by clicking the image. */
const UNAVAILABLE: CaptchaImage = { captchaEnabled: true, uuid: '', img: '' };

/** The sign-in captcha: a fresh image on mount and on demand; the latest answer wins. */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const answer = useRef<Promise<CaptchaImage>>(Promise.resolve(UNAVAILABLE));

  const load = useCallback(async () => {
    const call = ++latest.current;
    const asked = fetchCaptcha().catch(() => UNAVAILABLE);
    answer.current = asked;
    const next = await asked;
    if (call !== latest.current) return;
    setCaptcha(next);
    setLoading(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(() => {
    setLoading(true);
    return load();
  }, [load]);

  return {
    enabled: captcha?.captchaEnabled ?? true,
    uuid: captcha?.uuid ?? '',
    img: captcha?.img ?? '',
    loading,
    refresh,
    settled: useCallback(() => answer.current, []),
  };
}
