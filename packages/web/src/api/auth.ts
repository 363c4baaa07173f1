import { API, type CaptchaImage, type LoginAuth, type LoginInput, type LoginResult, type NavMenuItem } from '@vr/contracts';
import { get, post } from './request';

export async function fetchCaptcha(): Promise<CaptchaImage> {
  const { data } = await get<CaptchaImage>(API.captchaImage, undefined, { silent: true });
  return data ?? { captchaEnabled: false, uuid: '', img: '' };
}

/** Failures come back to the form, which shows them next to its fields. */
export async function signIn(input: Required<LoginInput>): Promise<string> {
  const { result } = await post<unknown, LoginResult>(API.login, input, { silent: true });
  if (!result?.token) throw new Error('login answered without a token');
  return result.token;
}

export async function signOut(): Promise<void> {
  await post(API.logout, undefined, { silent: true, repeatCheck: false });
}

/** The guard handles failures (back to sign-in), so these calls stay silent. */
export async function fetchLoginAuth(token: string): Promise<LoginAuth> {
  const { data } = await get<LoginAuth>(API.loginAuth, { token }, { silent: true });
  if (!data) throw new Error('loginAuth answered without data');
  return data;
}

export async function fetchButtonList(): Promise<string[]> {
  const { data } = await get<string[]>(API.buttonList, undefined, { silent: true });
  return Array.isArray(data) ? data : [];
}

export async function fetchNavigation(): Promise<NavMenuItem[]> {
  const { data } = await get<NavMenuItem[]>(API.navigate, undefined, { silent: true });
  return Array.isArray(data) ? data : [];
}
