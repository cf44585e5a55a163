import type { IdentityList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { registerMember, uniqueWord } from '../builders.ts';
import { providerTrips, useProviderStandIns } from '../provider-trips.ts';
import { describeRaces, RACE_TIMEOUT_MS, TRIALS, t } from './race-suite.ts';

/**
 * Races of Google and GitHub sign-ins: one return from the provider sent twice at once (its flow is deleted by the
 * first, so the second finds none), and one link confirmed twice at once (the pending is deleted by the first).
 */
let standIns: ReturnType<typeof useProviderStandIns>;
describeRaces(
  () => {
    const trips = providerTrips(t);
    const googlePerson = (email = `${uniqueWord()}@gmail.test`) => {
      const sub = uniqueWord();
      standIns.google.addAccount({ sub, email, emailVerified: true, name: `Google ${sub}` });
      standIns.google.signInAs(sub);
    };

    describe('sign-in providers', () => {
      it(
        'one return from the provider sent twice at once: one goes on, the other is refused',
        async () => {
          for (let trial = 0; trial < TRIALS; trial += 1) {
            googlePerson();
            const back = await trips.goTo('google');
            const landings = (await Promise.all([trips.comeBack(back), trips.comeBack(back)])).map(trips.landing);
            expect(landings.filter((landing) => landing.startsWith('/auth/provider/sign-up/'))).toHaveLength(1);
            expect(landings).toContain('/login?providerError=providerStateInvalid');
          }
        },
        RACE_TIMEOUT_MS,
      );

      it(
        'one link confirmed twice at once with the password: one identity, one refusal',
        async () => {
          for (let trial = 0; trial < TRIALS; trial += 1) {
            const member = await registerMember(t.app);
            googlePerson(member.user.email);
            const token = (await trips.trip('google')).location.split('/').at(-1);
            const confirm = () =>
              t.request('POST', `/api/auth/provider-pendings/${token}/link`, {
                payload: { password: member.password },
              });
            const answers = await Promise.all([confirm(), confirm()]);
            expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
            const methods = (await t.request('GET', '/api/auth/identities', { as: member })).json<IdentityList>();
            expect(methods.identities).toHaveLength(1);
          }
        },
        RACE_TIMEOUT_MS,
      );
    });
  },
  () => {
    standIns = useProviderStandIns();
    return () => standIns.config();
  },
);
