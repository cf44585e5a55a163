import type { CreateChallengeInput, CreateProblemInput, CreateProjectInput, SubmitInput } from '@skillsync/shared';
import {
  askToJoin,
  buildChallengeInput,
  buildProjectInput,
  buildProjectTeam,
  buildTeam,
  establish,
  hostChallenge,
  indiaDay,
  inviteOntoTeam,
  joinChallenge,
  joinTeam,
  postProblem,
  postProject,
  registerMember,
  signInAgain,
  submitEntry,
  type TestMember,
  uniqueWord,
} from './builders.ts';
import type { TestAppHandle } from './test-app.ts';

/**
 * The builders of builders.ts bound to this test file's app, so a test writes `build.postProject(owner)` where it
 * would write `postProject(t.app, owner)`, and a file imports one object instead of a run of builders.
 */
export function buildersFor(t: TestAppHandle) {
  return {
    uniqueWord,
    buildProjectInput,
    registerMember: (overrides?: Parameters<typeof registerMember>[1]) => registerMember(t.app, overrides),
    signInAgain: (member: TestMember) => signInAgain(t.app, member),
    establish: (member: TestMember) => establish(t.app, member),
    postProblem: (member: TestMember, overrides?: Partial<CreateProblemInput>) => postProblem(t.app, member, overrides),
    buildTeam: (overrides?: Partial<CreateProblemInput>) => buildTeam(t.app, overrides),
    postProject: (member: TestMember, overrides?: Partial<CreateProjectInput>) => postProject(t.app, member, overrides),
    askToJoin: (member: TestMember, projectId: string) => askToJoin(t.app, member, projectId),
    buildProjectTeam: (overrides?: Partial<CreateProjectInput>) => buildProjectTeam(t.app, overrides),
    inviteOntoTeam: (owner: TestMember, member: TestMember, projectId: string) =>
      inviteOntoTeam(t.app, owner, member, projectId),
    joinTeam: (owner: TestMember, member: TestMember, projectId: string) => joinTeam(t.app, owner, member, projectId),
    indiaDay: (days?: number) => indiaDay(t.app, days),
    buildChallengeInput: (overrides?: Partial<CreateChallengeInput>) => buildChallengeInput(t.app, overrides),
    hostChallenge: (member: TestMember, overrides?: Partial<CreateChallengeInput>) =>
      hostChallenge(t.app, member, overrides),
    joinChallenge: (member: TestMember, challengeId: string) => joinChallenge(t.app, member, challengeId),
    submitEntry: (member: TestMember, challengeId: string, overrides?: Partial<SubmitInput>) =>
      submitEntry(t.app, member, challengeId, overrides),
  };
}
