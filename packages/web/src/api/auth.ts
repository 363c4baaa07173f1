import { API, type CaptchaImage, type LoginAuth, type LoginInput, type LoginResult, type NavMenuItem } from '@vr/contracts';
import { silentCall } from './silent-request';

// The sign-in page's and the session's calls: over fetch (silent-request.ts), failures handled by their callers.

export async function fetchCaptcha(): Promise<CaptchaImage> {
  const { data } = await silentCall<CaptchaImage>('GET', API.captchaImage);
  return data ?? { captchaEnabled: false, uuid: '', img: '' };
}

/** Failures come back to the form, which shows them next to its fields. */
export async function signIn(input: Required<LoginInput>): Promise<string> {
  const { result } = await silentCall<unknown, LoginResult>('POST', API.login, { body: input });
  if (!result?.token) throw new Error('login answered without a token');
  return result.token;
}

export async function signOut(): Promise<void> {
  await silentCall('POST', API.logout, { repeatCheck: false });
}

/** The guard handles failures (back to sign-in). */
export async function fetchLoginAuth(token: string): Promise<LoginAuth> {
  const { data } = await silentCall<LoginAuth>('GET', API.loginAuth, { params: { token } });
  if (!data) throw new Error('loginAuth answered without data');
  return data;
}

export async function fetchButtonList(): Promise<string[]> {
  const { data } = await silentCall<string[]>('GET', API.buttonList);
  return Array.isArray(data) ? data : [];
}

export async function fetchNavigation(): Promise<NavMenuItem[]> {
  const { data } = await silentCall<NavMenuItem[]>('GET', API.navigate);
  return Array.isArray(data) ? data : [];
}
