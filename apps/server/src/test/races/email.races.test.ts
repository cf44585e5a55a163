import { describe, expect, it } from 'vitest';
import { buildUserInput, registerMember } from '../builders.ts';
import { mailboxOf } from '../mailbox.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/**
 * Races of verified addresses: one link opened twice at once (the first marks it used, the second finds it spent),
 * and a new address proven while someone registers with it (the unique index decides; the loser is told, never 500).
 */
describeRaces(() => {
  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const tokenFor = async (email: string) => {
    await t.settle();
    return mailboxOf(t.config.smtpUrl).verificationTokenFor(email);
  };

  describe('verified addresses', () => {
    it(
      'one link opened twice at once: verified once, the other told the link is spent',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const member = await registerMember(t.app, { isVerified: false });
          const token = await tokenFor(member.user.email);
          const answers = await Promise.all([verify(token), verify(token)]);
          expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
        }
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'a new address proven while someone registers with it: one account holds it, the other is refused',
      async () => {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          const member = await registerMember(t.app);
          const next = buildUserInput().email;
          await t.app.inject({
            method: 'PUT',
            url: '/api/auth/email',
            headers: member.auth,
            payload: { email: next, password: member.password },
          });
          const token = await tokenFor(next);
          const [opened, registered] = await Promise.all([
            verify(token),
            t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildUserInput({ email: next }) }),
          ]);
          const outcomes = [opened.statusCode, registered.statusCode];
          expect(
            [
              [200, 409],
              [409, 201],
            ],
            `${opened.body} ${registered.body}`,
          ).toContainEqual(outcomes);
        }
      },
      RACE_TIMEOUT_MS,
    );
  });
});
