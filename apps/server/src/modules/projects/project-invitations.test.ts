import type { JoinRequest, JoinRequestList, ProjectDetail, Recommendations } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  askToJoin,
  buildUserInput,
  establish,
  joinTeam,
  postProject,
  registerMember,
  type TestMember,
  verifyAddress,
} from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { INVITATIONS_PER_HOUR } from './invitations.service.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));

const invite = (projectId: string, as: TestMember, email: string) =>
  t.request('POST', `/api/projects/${projectId}/invitations`, {
    as,
    payload: { email, message: 'Come build with us' },
  });
const inbox = async (side: 'received' | 'sent', as: TestMember) => {
  const response = await t.request('GET', `/api/projects/join-requests/${side}`, { as });
  expect(response.statusCode).toBe(200);
  return response.json<JoinRequestList>().requests;
};
const register = async (email: string) => {
  const response = await t.request('POST', '/api/auth/register', { payload: buildUserInput({ email }) });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  // The invitations sent to the address become the member's once they proved it is theirs.
  await verifyAddress(t.app, email);
  return { ...body, password: 'unused', auth: { authorization: `Bearer ${body.token}` } } as TestMember;
};
/** An answer with the ids, times and the address (which the owner typed) taken out: what could tell two apart. */
const shapeOf = (invitation: JoinRequest) => {
  const { _id, createdAt, inviteeEmail, ...rest } = invitation;
  return { ...rest, hasId: Boolean(_id), hasTime: Boolean(createdAt), hasAddress: Boolean(inviteeEmail) };
};

describe('inviting by e-mail tells the owner nothing about the address', () => {
  it('answers a registered and an unknown address alike, naming neither, and mails both', async () => {
    const [owner, registered] = [await registerMember(t.app), await registerMember(t.app, { name: 'Kavya Iyer' })];
    const project = await postProject(t.app, owner, { title: 'Well water ledger', visibility: 'Private' });
    const unknownAddress = `not-yet-${registered.user.id.slice(0, 8)}@example.in`;

    const toMember = await invite(project._id, owner, registered.user.email);
    const toStranger = await invite(project._id, owner, unknownAddress);
    expect([toMember.statusCode, toStranger.statusCode]).toEqual([201, 201]);
    expect(shapeOf(toMember.json())).toEqual(shapeOf(toStranger.json()));
    expect(toMember.json()).toMatchObject({ user: null, inviteeEmail: registered.user.email, skills: [] });
    for (const leak of [registered.user.id, 'Kavya Iyer']) expect(toMember.body).not.toContain(leak);

    // The owner's lists show the addresses they typed, and nobody behind them.
    const sent = await inbox('sent', owner);
    expect(sent.map((request) => [request.user, request.inviteeEmail])).toEqual([
      [null, unknownAddress],
      [null, registered.user.email],
    ]);
    const detail = await t.request('GET', `/api/projects/${project._id}`, { as: owner });
    expect(detail.json<ProjectDetail>().joinRequests.map((request) => request.user)).toEqual([null, null]);
    expect(JSON.stringify([sent, detail.json()])).not.toContain(registered.user.id);

    await t.settle();
    const memberMail = mailbox.readMailTo(registered.user.email);
    expect(memberMail.text).toContain('"Well water ledger"');
    expect(memberMail.text).toContain('http://localhost:3000/collaboration-requests');
    const strangerMail = mailbox.readMailTo(unknownAddress);
    expect(strangerMail.text).toContain('create your account with this e-mail address');
    expect(strangerMail.text).toContain('http://localhost:3000/register');
    expect(strangerMail.text).toContain('Come build with us');
    // The subject stays in the outbox after delivery: it names no one.
    expect(strangerMail.subject).toBe('An invitation to join a project on SkillSync');
  });

  it('keeps the invitation for whoever registers with the address and proves it, in any letter case, who can then join', async () => {
    const owner = await registerMember(t.app);
    const project = await postProject(t.app, owner, { visibility: 'Private' });
    const address = `New.Person-${owner.user.id.slice(0, 8)}@Example.in`;
    const invitation = (await invite(project._id, owner, address)).json<JoinRequest>();

    const newcomer = await register(address.toLowerCase());
    const received = await inbox('received', newcomer);
    expect(received).toMatchObject([
      { _id: invitation._id, kind: 'invitation', status: 'Pending', user: { _id: newcomer.user.id } },
    ]);
    const page = await t.request('GET', `/api/projects/${project._id}`, { as: newcomer });
    expect(page.json<ProjectDetail>().viewer.pendingRequest).toEqual({ _id: invitation._id, kind: 'invitation' });

    const accepted = await t.request('PUT', `/api/projects/${project._id}/join-requests/${invitation._id}`, {
      as: newcomer,
      payload: { action: 'accept' },
    });
    expect(accepted.json()).toMatchObject({ status: 'Accepted', user: { _id: newcomer.user.id } });
    const team = await t.request('GET', `/api/projects/${project._id}`, { as: owner });
    expect(team.json<ProjectDetail>().members.map((member) => member.user.id)).toEqual([newcomer.user.id]);
    // Still only the address in the owner's sent list.
    expect((await inbox('sent', owner)).map((request) => [request.user, request.inviteeEmail, request.status])).toEqual(
      [[null, address, 'Accepted']],
    );
  });

  it('answers alike for a member who asked to join or is on the team, and still recommends an invitee', async () => {
    const owner = await registerMember(t.app);
    const project = await postProject(t.app, owner, { skillsNeeded: ['Hydrology'] });
    const [asker, teammate, candidate] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    const skilled = await t.request('PUT', '/api/users/me', { as: candidate, payload: { skills: ['Hydrology'] } });
    expect(skilled.statusCode).toBe(200);
    await askToJoin(t.app, asker, project._id);
    await joinTeam(t.app, owner, teammate, project._id);
    const recommended = async () =>
      (await t.request('GET', `/api/matching/projects/${project._id}`, { as: owner }))
        .json<Recommendations>()
        .recommendations.map((match) => match.user._id);
    expect(await recommended()).toEqual([candidate.user.id]);

    for (const address of [asker.user.email, teammate.user.email, candidate.user.email]) {
      const response = await invite(project._id, owner, address);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ user: null, inviteeEmail: address });
    }
    // Dropping the candidate from the list would tell the owner whose address it is.
    expect(await recommended()).toEqual([candidate.user.id]);
  });

  it(`lets a member send ${INVITATIONS_PER_HOUR} invitations an hour, then asks them to wait`, async () => {
    const [owner, other] = [await registerMember(t.app), await registerMember(t.app)];
    // Invites more than a new account may in a day: this limit is every member's.
    await establish(t.app, owner);
    const project = await postProject(t.app, owner);
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      expect((await invite(project._id, owner, `probe-${i}-${owner.user.id.slice(0, 6)}@example.in`)).statusCode).toBe(
        201,
      );
    }
    expectRefusal(await invite(project._id, owner, `one-more-${owner.user.id}@example.in`), 429, 'tooManyRequests');
    // Counted per member: another owner is not held back.
    const theirs = await postProject(t.app, other);
    expect((await invite(theirs._id, other, `first-${other.user.id}@example.in`)).statusCode).toBe(201);
  });
});
