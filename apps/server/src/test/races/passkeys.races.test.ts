import { PASSKEYS_MAX, type PasskeyList, type PasskeyOptions } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { registerMember, type TestMember } from '../builders.ts';
import { createPasskey, signInWith } from '../soft-authenticator.ts';
import { codeOf } from './race-report.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/**
 * Races of passkeys: the last places under the limit taken at once (adds take the member's row lock and count under
 * it), and one signed answer sent twice at once (its challenge is deleted by the first, so the second finds none).
 */
describeRaces(() => {
  const request = (method: 'GET' | 'POST', url: string, as?: TestMember, payload?: object) =>
    t.app.inject({ method, url, headers: { ...as?.auth }, ...(payload && { payload }) });
  const options = async (member: TestMember) =>
    (await request('POST', '/api/auth/passkeys/options', member, { password: member.password })).json<PasskeyOptions>();
  const add = async (member: TestMember) => {
    const { passkey, credential } = createPasskey(await options(member));
    const response = await request('POST', '/api/auth/passkeys', member, { name: 'Key', credential });
    return { passkey, response };
  };

  describe('passkeys', () => {
    it(
      'two passkeys added at once for the last place: one is kept, the other refused at the limit',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const member = await registerMember(t.app);
          for (let count = 1; count < PASSKEYS_MAX; count += 1) await add(member);
          // Both challenges are handed out while one place is left; their answers race for it.
          const first = createPasskey(await options(member)).credential;
          const second = createPasskey(await options(member)).credential;
          const send = (credential: typeof first) =>
            request('POST', '/api/auth/passkeys', member, { name: 'Key', credential });
          const [a, b] = await Promise.all([send(first), send(second)]);
          const statuses = [a.statusCode, b.statusCode].sort();
          expect(statuses, `${a.body} ${b.body}`).toEqual([201, 409]);
          expect([codeOf(a), codeOf(b)]).toContain('passkeysMax');
          const list = (await request('GET', '/api/auth/passkeys', member)).json<PasskeyList>();
          expect(list.passkeys).toHaveLength(PASSKEYS_MAX);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'one signed sign-in answer sent twice at once: one session, one refusal',
      async () => {
        const member = await registerMember(t.app);
        const { passkey } = await add(member);
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const challenge = (await request('POST', '/api/auth/passkey-sign-in/options')).json<PasskeyOptions>();
          const credential = signInWith(passkey, challenge);
          const answers = await Promise.all(
            [1, 2].map(() => request('POST', '/api/auth/passkey-sign-in', undefined, { credential })),
          );
          expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});
