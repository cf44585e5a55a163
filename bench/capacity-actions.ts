// What a member of the capacity run does after each think: one request of the web app's, in a mix weighted like a
// day of use (the Problem Wall most, then opening what it shows, searching, the dashboard and inbox, profiles,
// recommendations, and the team chat for members on a team). Pages that show people watch them for presence.

import { randomUUID } from 'node:crypto';
import type {
  ProblemDetail,
  ProblemList,
  ProjectDetail,
  ProjectList,
  Recommendations,
  SearchResults,
} from '@skillsync/shared';
import { DIFFICULTIES, PROBLEM_CATEGORIES, PROJECT_CATEGORIES, STATUSES } from '@skillsync/shared/constants';
import { PROBLEM_TOPICS, PROJECT_TOPICS } from '../apps/server/src/db/seed/topics.ts';
import type { ChatLedger } from './capacity-chat.ts';
import { request } from './capacity-http.ts';
import type { Crowd, Member } from './capacity-members.ts';
import type { CapacityFixtures } from './capacity-server-process.ts';
import { pick } from './capacity-stats.ts';

export type ActionContext = {
  base: string;
  crowd: Crowd;
  chat: ChatLedger;
  pools: CapacityFixtures['pools'];
};

type Action = {
  name: string;
  /** Out of 100 for a member on a team; the team's actions' share goes to the others for one who is not. */
  weight: number;
  isTeamOnly?: boolean;
  run: (context: ActionContext, member: Member, phase: string) => Promise<void>;
};

const PAGE = 20;
const topics = [...Object.values(PROBLEM_TOPICS).flat(), ...Object.values(PROJECT_TOPICS).flat()];
/** Words members type in searches: the topics' longer title words, and the skills they need. */
const WORDS = [
  ...new Set(
    topics.flatMap((topic) =>
      topic.title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 5),
    ),
  ),
];
const SKILLS = [...new Set(topics.flatMap((topic) => topic.skills))];

/** The wall's filters as members use them: most look at it unfiltered, the rest narrow it by one thing. */
function wallQuery() {
  const choice = Math.floor(Math.random() * 10);
  const filter = (name: string, values: readonly string[]) => `&${name}=${encodeURIComponent(pick(values) ?? '')}`;
  if (choice < 5) return '';
  if (choice === 5) return filter('category', PROBLEM_CATEGORIES);
  if (choice === 6) return filter('difficulty', DIFFICULTIES);
  if (choice === 7) return filter('status', STATUSES);
  if (choice === 8) return filter('skills', SKILLS);
  return filter('search', WORDS);
}

/** Mostly what the member saw last, else anything of its kind. */
const seenOr = (seen: string[], pool: string[]) => (seen.length > 0 && Math.random() < 0.7 ? pick(seen) : pick(pool));

const get = (context: ActionContext, member: Member, path: string) =>
  request(context.base, { path, token: member.token });
const read = async <T>(context: ActionContext, member: Member, path: string) =>
  (await request(context.base, { path, token: member.token, isBodyRead: true })).body as T;

const ACTIONS: Action[] = [
  {
    name: 'wall',
    weight: 20,
    async run(context, member) {
      // The next page of the same wall now and then, as a member scrolling on.
      const isNextPage = member.seen.wallCursor !== null && Math.random() < 0.4;
      const query = isNextPage ? member.seen.wallQuery : wallQuery();
      const cursor = isNextPage ? `&cursor=${encodeURIComponent(member.seen.wallCursor ?? '')}` : '';
      const list = await read<ProblemList>(context, member, `/api/problems?limit=${PAGE}${query}${cursor}`);
      member.seen.wallQuery = query;
      member.seen.wallCursor = list.nextCursor;
      member.seen.problemIds = list.problems.map((problem) => problem._id);
      member.seen.people = list.problems.map((problem) => problem.author._id);
      void context.crowd.watch(member, []);
    },
  },
  {
    name: 'problem',
    weight: 14,
    async run(context, member) {
      const id = seenOr(member.seen.problemIds, context.pools.problemIds);
      const problem = await read<ProblemDetail>(context, member, `/api/problems/${id}`);
      const people = [problem.author._id, ...problem.collaborators.map((place) => place.user._id)];
      member.seen.people = people;
      void context.crowd.watch(member, people);
    },
  },
  {
    name: 'projects',
    weight: 5,
    async run(context, member) {
      const filter = Math.random() < 0.3 ? `&category=${encodeURIComponent(pick(PROJECT_CATEGORIES) ?? '')}` : '';
      const list = await read<ProjectList>(context, member, `/api/projects?limit=${PAGE}${filter}`);
      member.seen.projectIds = list.projects.map((project) => project._id);
      void context.crowd.watch(member, []);
    },
  },
  {
    name: 'project',
    weight: 9,
    async run(context, member) {
      const id = seenOr(member.seen.projectIds, context.pools.projectIds);
      const project = await read<ProjectDetail>(context, member, `/api/projects/${id}`);
      const people = [project.owner._id, ...project.members.map((place) => place.user._id)];
      member.seen.people = people;
      void context.crowd.watch(member, people);
    },
  },
  {
    name: 'search',
    weight: 8,
    async run(context, member) {
      // Most type a word; some look for people with a skill (the member filter, nothing typed).
      const query =
        Math.random() < 0.8
          ? `q=${encodeURIComponent(pick(WORDS) ?? '')}`
          : `skill=${encodeURIComponent(pick(SKILLS) ?? '')}`;
      const results = await read<SearchResults>(context, member, `/api/search?${query}`);
      if (results.users.length > 0) member.seen.people = results.users.map((user) => user._id);
      void context.crowd.watch(member, []);
    },
  },
  {
    name: 'dashboard',
    weight: 8,
    async run(context, member) {
      await get(context, member, '/api/users/me/dashboard');
      void context.crowd.watch(member, []);
    },
  },
  {
    name: 'inbox',
    weight: 6,
    async run(context, member) {
      const box = pick([
        '/api/collaboration-requests/received',
        '/api/collaboration-requests/sent',
        '/api/projects/join-requests/received',
      ]);
      await get(context, member, box ?? '');
      void context.crowd.watch(member, []);
    },
  },
  {
    // The navbar's badge: every open page polls it.
    name: 'inbox badge',
    weight: 6,
    run: async (context, member) => {
      await get(context, member, '/api/collaboration-requests/stats');
    },
  },
  {
    name: 'profile',
    weight: 8,
    async run(context, member) {
      const id = seenOr(member.seen.people, context.pools.memberIds) ?? member.id;
      await get(context, member, `/api/users/${id}`);
      void context.crowd.watch(member, [id]);
    },
  },
  {
    name: 'recommendations',
    weight: 5,
    async run(context, member) {
      const found = await read<Recommendations>(context, member, '/api/matching/people');
      const people = found.recommendations.map((match) => match.user._id);
      member.seen.people = people;
      void context.crowd.watch(member, people);
    },
  },
  {
    name: 'chat send',
    weight: 8,
    isTeamOnly: true,
    async run(context, member, phase) {
      const projectId = pick(member.projectIds) ?? '';
      const { k, content } = context.chat.send(phase, context.crowd.listeners(projectId));
      await request(context.base, {
        method: 'POST',
        path: `/api/projects/${projectId}/messages`,
        token: member.token,
        json: { content, clientId: randomUUID() },
      });
      context.chat.accepted(k);
    },
  },
  {
    name: 'chat history',
    weight: 3,
    isTeamOnly: true,
    async run(context, member) {
      await get(context, member, `/api/projects/${pick(member.projectIds)}/messages?limit=30`);
    },
  },
];

const forTeamMembers = ACTIONS;
const forOthers = ACTIONS.filter((action) => !action.isTeamOnly);
const totalWeight = (actions: Action[]) => actions.reduce((sum, action) => sum + action.weight, 0);

/** The member's next action, by the weights of those open to them. */
export function chooseAction(member: Member): Action {
  const actions = member.projectIds.length > 0 ? forTeamMembers : forOthers;
  let draw = Math.random() * totalWeight(actions);
  for (const action of actions) {
    draw -= action.weight;
    if (draw < 0) return action;
  }
  return actions[0] as Action;
}

/** The mix, for the report: each action's share for a member on a team. */
export const actionMix = () => ACTIONS.map((action) => ({ name: action.name, weight: action.weight }));
