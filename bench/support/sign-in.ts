import { BENCH_PASSWORD } from '../generate/company.js';

/** Signs a bench company's person in over HTTP and answers their session cookie header. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in of ${email}: ${response.status}`);
  return cookie;
}
